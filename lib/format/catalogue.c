/* SPDX-License-Identifier: MIT */
/* catalogue.c: the named rule sets an application can offer (mancala_preset_info(3)), each a set of
 * option values over a rule family preset, with a one-line description. Their rules and sources are
 * in mancala-spec(7); the engine knows nothing of their names. */
#include <string.h>

#include "format.h"

/* The definition of an entry is a spec string over one of the family presets of spec.c (kalah,
 * oware, congkak, togyz, bestemshe, hus); for those six it is the family name itself. The canonical
 * spec of a catalogue preset is that of its definition: the names here are inputs only, so the
 * canonical form of every spec string stays what it was. */
static const struct mc_catalogue_entry {
    const char *name, *definition, *description;
} catalogue[] = {
    { "kalah", "kalah", "Kalah (6x4): stores on the path, extra move, opposite capture" },
    { "kalah-empty", "kalah:capture=empty",
      "Kalah (6x4) as Irving et al. solved it: a lone last seed is banked even opposite nothing" },
    { "oware", "oware", "Oware abapa (6x4): captures of 2 or 3, must feed, grand slam captures nothing" },
    { "congkak", "congkak", "Congkak (6x6): relay sowing, extra move, opposite capture, one round" },
    { "togyz", "togyz", "Togyz Kumalak (9x9): first seed back into the origin, even captures, tuzdik" },
    { "bestemshe", "bestemshe", "Bestemshe (5x5): Togyz Kumalak's small sibling, without tuzdik" },
    { "awari", "oware:grandslam=capture,cycle=split",
      "Awari (6x4) as Romein and Bal solved it: grand slams capture, cycles split" },
    { "wari", "oware:grandslam=forbidden", "Wari (6x4), Bennett's observed rules: a grand slam is illegal" },
    { "songo", "oware:houses=7,seeds=5,counts=2+4,grandslam=capture",
      "Songo (7x5, Russ): captures of 2 or 4 on the opponent's side, chained, must feed" },
    { "douala", "oware:houses=7,seeds=8,counts=2+3+4,grandslam=forbidden",
      "Songo of Douala (7x8): captures of 2, 3 or 4, chained, a grand slam is illegal" },
    { "bohnenspiel", "oware:seeds=6,origin=sow,counts=2+4+6,side=both,grandslam=capture,feed=free",
      "Bohnenspiel (6x6): captures of 2, 4 or 6 on either side, chained" },
    { "mangala", "oware:seeds=6,origin=sow,counts=2+4+6",
      "Mangala (6x6, Valdez's Mangala II): captures of 2, 4 or 6, chained, must feed" },
    { "al-manqala", "oware:houses=7,seeds=7,origin=sow,counts=2+4,side=both,grandslam=capture,"
                   "leftover=unfed",
      "Al-manqala (7x7): captures of 2 or 4 on either side, chained, must feed" },
    { "bakuk", "oware:houses=3,seeds=6,origin=sow,counts=2+4,side=both,grandslam=capture,feed=free,"
                 "leftover=none",
      "Bakuk (3x6): captures of 2 or 4 on either side, chained" },
    { "halusa", "oware:seeds=6,origin=sow,counts=even,side=own,chain=off,leftover=unfed",
      "Halusa (6x6): even counts captured on the mover's own side, must feed" },
    { "tihbat", "oware:houses=2,seeds=7,origin=sow,counts=2+4+6+8,side=both,chain=off,"
                "grandslam=capture,feed=free",
      "Tihbat (2x7): a house made 2, 4, 6 or 8 on either side is captured" },
    { "micro-wari", "oware:houses=2,seeds=1,origin=sow,counts=1,chain=off,grandslam=capture,feed=free",
      "Micro-Wari (2x1): a four-seed teaching game, a lone seed in the opponent's house is taken" },
    { "congkak-rounds", "congkak:houses=7,seeds=7,rounds=burn",
      "Congkak in rounds (7x7): burnt houses, the loser starts the next round" },
    { "dakon", "congkak:houses=7,seeds=7,rounds=burn,starter=last",
      "Dakon (7x7, Russ): Congkak in rounds, the last mover starts the next round" },
    { "ohvalhu", "congkak:houses=8,seeds=8,rounds=burn,starter=alternate",
      "Ohvalhu (8x8, Maldives): Congkak in rounds, the players start rounds in turn" },
    { "vai-lung-thlan",
      "oware:seeds=5,origin=sow,counts=1,side=both,grandslam=capture,feed=free,majority=play,"
      "cycle=play,leftover=none",
      "Vai Lung Thlan (6x5, Mizoram): a lone last seed is taken with the lone ones behind it" },
    { "mbangbi", "oware:houses=5,seeds=8,origin=sow,counts=2+4,chain=off,side=both,grandslam=capture,"
                 "feed=free,majority=play,cycle=play",
      "Mbangbi (5x8, Central Africa): a house made 2 or 4 on either side is captured" },
    { "unnee-tugalluulax", "oware:seeds=6,origin=sow,counts=4,chain=off,side=both,grandslam=capture,"
                           "feed=free,majority=play,cycle=play",
      "Unnee Tugalluulax (6x6, Mongolia): a house made 4 on either side is captured" },
    { "wore", "oware:houses=4,seeds=6,origin=sow,counts=2+4+6,chain=off,side=both,grandslam=capture,"
              "feed=free,majority=play,cycle=play,leftover=none",
      "Wore (4x6, Ghana): a house made 2, 4 or 6 on either side is captured" },
    { "chungcajon", "congkak:houses=7,seeds=7,capture=none,extra=off,end=mover,pass=on",
      "Chungcajon (7x7, Mariana Islands): relay, no capture, a player who cannot move passes" },
    { "alitev", "oware:seeds=3,origin=sow,counts=1+3,chain=start,side=both,grandslam=capture,"
                "feed=free,majority=play,cycle=play,leftover=none,pass=on",
      "Alitev (6x3, Chukotka): lone or triple seeds taken in a chain, the stuck one passes" },
    { "mangala-turkey", "oware:houses=7,seeds=5,origin=sow,counts=1+3,chain=start,side=both,"
                        "grandslam=capture,feed=free,majority=play,cycle=play,leftover=none,pass=on",
      "Mangala (7x5) as Ludii's Turkish file plays it: 1s and 3s taken in a chain, passes" },
    { "kalah-ludii", "kalah:end=mover",
      "Kalah (6x4) as Ludii plays it: the game ends when the player to move has no seeds" },
    { "wari-ludii", "oware:grandslam=forbidden,majority=play,cycle=play",
      "Wari (6x4) as Ludii's Oware plays it by default: never leave the opponent empty, played out" },
    { "bohnenspiel-ludii", "bohnenspiel:chain=start,majority=play,cycle=play",
      "Bohnenspiel (6x6) as Ludii plays it: the chain stops at the house the move started from" },
    { "halusa-ludii", "halusa:chain=on,leftover=own,majority=play,cycle=play",
      "Halusa (6x6) as Ludii plays it: chained even captures on the own side, seeds left to their side" },
    { "woli", "oware:seeds=6,grandslam=forbidden,majority=play,cycle=play",
      "Woli (6x6, Senegal, as Ludii plays it): Oware's captures, the opponent never left without seeds" },
    { "kara", "oware:houses=3,seeds=7,origin=sow,counts=2+4+6,chain=off,side=last,"
              "grandslam=capture,feed=free,majority=play,cycle=play",
      "Kara (3x7, Sudan, Ludii's \"Kara\"): 2, 4 or 6 taken on the opponent's side or in one's last house" },
    { "aw-li-on-nam-ot-tjin", "oware:houses=9,seeds=3,origin=sow,counts=3,chain=off,side=both,"
                              "grandslam=capture,feed=free,majority=play,cycle=play,single=never,"
                              "win=move",
      "Aw-li On-nam Ot-tjin (9x3, Borneo, Ludii's file): lone seeds never sown, the stuck one loses" },
    { "pallankuli", "oware:houses=7,seeds=6,origin=sow,relay=on,capture=next,feed=free,end=either,"
                    "majority=play,cycle=play,rounds=burn,starter=alternate,pasu=4",
      "Pallankuli (7x6, South India): relay, fours taken as sown, an empty landing takes the next" },
    { "waurie", "kalah:capture=none,win=empty",
      "Waurie (6x4, Cayman Islands, Ludii's \"Waurie\"): no capture; emptying one's own row wins" },
    { "dabuda", "oware:houses=10,seeds=4,origin=sow,relay=on,capture=standard,feed=free,end=mover,"
                "majority=play,cycle=play,opening=6",
      "Dabuda (10x4, Afar; Ludii's Dabuda.lud): relay, no stores, first turns from the last four houses" },
    { "french-wari", "oware:origin=sow,relay=on,capture=facing,feed=free,end=mover,majority=play,"
                     "cycle=play",
      "French Wari (6x4, Barbados; Ludii's French Wari.lud): relay, an empty landing takes the facing one" },
    { "um-el-tuweisat", "oware:houses=3,seeds=3,origin=sow,counts=2,grandslam=capture,feed=free,"
                        "majority=play,cycle=play,direction=house,single=never,pass=on",
      "Um el Tuweisat (3x3, Sudan; Ludii's \"Um el Tuweisat\"): the house sets the way, 2s taken" },
    { "um-el-bagara", "oware:houses=5,seeds=5,origin=sow,counts=2+4,grandslam=capture,feed=free,"
                      "majority=play,cycle=play,direction=house,single=never,pass=on",
      "Um el-Bagara (5x5, Sudan; Ludii's \"Um el-Bagara\"): the house sets the way, 2s and 4s taken" },
    { "pachgarhwa", "oware:houses=5,seeds=5,origin=sow,capture=ahead,feed=free,end=one,majority=play,"
                    "cycle=play,pass=on",
      "Pachgarhwa (5x5, India; Ludii's \"Pachgarhwa\"): the house ahead taken, or the one after it" },
    { "sungka", "congkak:capture=opposite,end=mover,leftover=none,storeafter=opponent",
      "Sungka (6x6, Philippines; Ludii's \"Sungka\"): stores after the other row, relay" },
    { "kalah-pie", "kalah:pie=on", "Kalah (6x4) with the pie rule: after the first turn South's side may be taken" },
    { "hus", "hus", "Hus (4x12, Damara, as Ludii plays it): relay, captures on occupied inner houses" },
    { "hus-wagner", "hus:single=never", "Hus (4x12) as Wagner recorded it: a lone seed is never sown" },
    { "owela", "hus:outer=also,single=never,inner=5",
      "Owela (4x12, Benguela): relay, an occupied inner landing takes the facing houses" },
    { "bao-ki-arabu", "hus:houses=16,seeds=3,landing=empty,outer=either,direction=either,inner=8",
      "Bao Ki Arabu (4x8, Zanzibar 1): sown either way, relay, empty inner landings capture" },
    { "bao-ki-arabu-2", "hus:houses=14,landing=empty,outer=also,inner=7",
      "Bao Ki Arabu (4x7, Zanzibar 2): relay, an empty inner landing takes the facing houses" },
    { "hawalis", "hus:houses=14,relay=off,landing=empty,outer=no,single=last,inner=7",
      "Hawalis (4x7, Oman): one lap, lone seeds last, an empty inner landing captures" },
    { "muvalavala", "hus:houses=12,direction=cw,landing=empty,outer=also,inner=6,opening=inner",
      "Muvalavala (4x6, Luena): clockwise relay, each first turn from the inner row" },
    { "moruba", "hus:seeds=4,relay=off,landing=any,outer=also,inner=12,leftover=none",
      "Moruba (4x12, South Africa): one lap, any inner landing captures, captures score" },
    { "mefuvha", "hus:houses=32,landing=empty,outer=any,lander=take,seize=any,single=last,"
                 "inner=16,opening=29,start=gap",
      "Mefuvha (4x16, Venda): relay, an empty inner landing captures and seizes any house more" },
    { "bao", "bao", "Bao la Kiswahili (4x8, Zanzibar): seeds entered from hand, captures sown from the kichwa" },
    { "bao-la-kujifunza", "bao:hand=0,nyumba=0",
      "Bao la Kujifunza (4x8): Bao for learners, every house two seeds, no hand, no nyumba" },
    { "omweso", "omweso", "Omweso (4x8, Uganda): seeds placed from hand, captures of both facing houses sown back" },
    { "meusueb", "oware:seeds=4,origin=sow,relay=on,counts=4,chain=off,side=both,grandslam=capture,"
                 "feed=free,majority=play,cycle=play,land=next",
      "Meusueb (6x4, Aceh; Ludii's file \"Meusueb\"): relay, a last seed making 4 is taken, sowing on" },
    { "bosh", "oware:houses=5,seeds=4,origin=sow,relay=on,capture=none,feed=free,majority=play,"
              "cycle=play,land=ahead",
      "Bosh (5x4, one round; Ludii's file \"Bosh\"): the next house sown on, or past it one taken" },
};
#define NCATALOGUE (sizeof catalogue / sizeof catalogue[0])

int32_t mancala_preset_count(void)
{
    return (int32_t)NCATALOGUE;
}

int32_t mancala_preset_info(int32_t index, const char **name, const char **description)
{
    if (index < 0 || (size_t)index >= NCATALOGUE || (!name && !description))
        return MANCALA_EINVAL;
    if (name)
        *name = catalogue[index].name;
    if (description)
        *description = catalogue[index].description;
    return MANCALA_OK;
}

const char *mc_catalogue_definition(const char *name, size_t len)
{
    size_t i;
    for (i = 0; i < NCATALOGUE; i++)
        if (strlen(catalogue[i].name) == len && memcmp(catalogue[i].name, name, len) == 0)
            return catalogue[i].definition;
    return NULL;
}
