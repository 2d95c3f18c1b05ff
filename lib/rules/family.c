/* SPDX-License-Identifier: MIT */
/* family.c: the registry of the rule families, the one place that names them. A family is one
 * file of this folder that defines one mc_family (rules.h): its presets and its bind, which fills
 * the slots of a variant whose rules are its own. A new family is a file and a line here. */
#include <string.h>

#include "rules.h"

extern const mc_family mc_kalah_family, mc_oware_family, mc_congkak_family, mc_togyz_family,
    mc_pallankuli_family, mc_bao_family, mc_omweso_family, mc_hus_family, mc_waurie_family,
    mc_dabuda_family, mc_meusueb_family, mc_bagara_family, mc_pachgarhwa_family;

/* In the order the families bind: a slot that an earlier family filled stays (Bao's and Omweso's
 * moves before those of the loops of hus.c), and the presets are listed in it. */
static const mc_family *const registry[] = {
    &mc_kalah_family, &mc_oware_family,      &mc_congkak_family, &mc_togyz_family,
    &mc_bao_family,   &mc_omweso_family,     &mc_hus_family,     &mc_pallankuli_family,
    &mc_waurie_family,
    &mc_dabuda_family,
    &mc_meusueb_family,
    &mc_bagara_family,
    &mc_pachgarhwa_family,
};
#define NFAMILIES (sizeof registry / sizeof registry[0])

void mc_family_bind(mancala_variant *v)
{
    size_t i;
    memset(&v->fam, 0, sizeof v->fam);
    for (i = 0; i < NFAMILIES; i++)
        registry[i]->bind(v);
}

const mc_preset *mc_preset_at(size_t i)
{
    size_t f, k;
    for (f = 0; f < NFAMILIES; f++)
        for (k = 0; registry[f]->presets[k].name; k++)
            if (i-- == 0)
                return &registry[f]->presets[k];
    return NULL;
}

const mc_rules *mc_preset_rules(const char *name, size_t len)
{
    const mc_preset *p;
    size_t i;
    for (i = 0; (p = mc_preset_at(i)) != NULL; i++)
        if (strlen(p->name) == len && memcmp(p->name, name, len) == 0)
            return p->rules;
    return NULL;
}
