import { CardRegistry } from "@tablecast/engine/kit";
import { BEHAVIOURS } from "../cards";
import type { CardModule, TurnStatic } from "../vocabulary/triggers";
import { BRAVO } from "./wtr/bravo";
import { CARTILAGE_CRUSH, CRANIAL_CRUSH, CRIPPLING_CRUSH, CRUSH_CONFIDENCE, DEBILITATE, DISABLE, SPINAL_CRUSH } from "./wtr/crush";
import { BITING_BLADE, GLINT_THE_QUICKSILVER, ironsongResponse, OVERPOWER } from "./wtr/reprise";
import { emergingPower, SEISMIC_SURGE } from "./wtr/auras";
import { SNATCH, WHEN_THIS_ATTACKS_INTIMIDATE } from "./wtr/attack-triggers";
import { DAWNBLADE } from "./wtr/dawnblade";
import { DORINTHEA } from "./wtr/dorinthea";
import { DRONE_OF_BRUTALITY, ROMPING_CLUB } from "./wtr/brute-gear";
import { MASK_OF_MOMENTUM, REFRACTION_BOLTERS, SPRING_TUNIC } from "./wtr/equipment";
import { HOPE_MERCHANTS_HOOD, REMEMBRANCE, STROKE_OF_FORESIGHT } from "./wtr/into-the-deck";
import { BONE_HEAD_BARRIER } from "./wtr/bone-head-barrier";
import { BUCKLING_BLOW, ROUT, TO_BOTTOM_THEN_DRAW } from "./wtr/choosers";
import { SCAR_FOR_A_SCAR, SCOUR_THE_BATTLESCAPE, WOUNDED_BULL } from "./wtr/when-played";
import { BARRAGING_BRAWNHIDE } from "./wtr/barraging-brawnhide";
import { HEART_OF_FYENDAL } from "./wtr/heart-of-fyendal";
import { HURRICANE_TECHNIQUE } from "./wtr/hurricane-technique";
import { KATSU } from "./wtr/katsu";
import { LAST_DITCH_EFFORT } from "./wtr/last-ditch-effort";
import { RHINAR } from "./wtr/rhinar";
import { BARKBONE_STRAPPING, CRAZY_BREW, SCABSKIN_LEATHERS } from "./wtr/rolls";
import { SAND_SKETCHED_PLAN, SHOW_TIME } from "./wtr/searches-to-hand";
import { MUGENSHI_RELEASE, SINGING_STEELBLADE } from "./wtr/searches";
import { TOME_OF_FYENDAL } from "./wtr/tome-of-fyendal";
import { ANOTHOS, HARMONIZED_KODACHI } from "./wtr/pitch-zone-weapons";
import { QUICKEN } from "./wtr/quicken";
import { LORD_OF_WIND } from "./wtr/lord-of-wind";
import { blessingOfDeliverance } from "./wtr/blessing-of-deliverance";
import { ALPHA_RAMPAGE, BLOODRUSH_BELLOW, BREAKNECK_BATTERY, DISCARD_A_RANDOM_CARD, RECKLESS_SWING, SAVAGE_FEAST } from "./wtr/discard-random";
import { DEMOLITION_CREW, ENLIGHTENED_STRIKE, FLOCK_OF_THE_FEATHER_WALKERS, NIMBLE_STRIKE, REGURGITATING_SLOG, STAUNCH_RESPONSE } from "./wtr/additional-costs";
import { FORGED_FOR_WAR, STEELBLADE_SHUNT, stonewallConfidence, UNMOVABLE } from "./wtr/defense";
import { FLUSTER_FIST, POUNDING_GALE } from "./wtr/ninja-combos";
import { FLIC_FLAK } from "./wtr/flic-flak";
import { NATURES_PATH_PILGRIMAGE } from "./wtr/natures-path-pilgrimage";
import { KANO } from "./arc/kano";
import {
  AZALEA,
  BULLS_EYE_BRACERS,
  DEATH_DEALER,
  ENDLESS_ARROW,
  FEIGN_DEATH,
  HEAD_SHOT,
  ifThisHits,
  NOCK_THE_DEATHWHISTLE,
  PERCH_GRAPPLERS,
  POISON_THE_TIPS,
  PITFALL_TRAP,
  RAPID_FIRE,
  RED_LINER,
  REMORSELESS,
  RIDGE_RIDER_SHOT,
  SALVAGE_SHOT,
  silverTheTip,
  ROCKSLIDE_TRAP,
  SKULLBONE_CROSSWRAP,
  TRIPWIRE_TRAP,
} from "./arc/ranger";
import { BRACERS_OF_BELIEF, CADAVEROUS_CONTRABAND, COMMAND_AND_CONQUER, EIRINAS_PRAYER, ENCHANTING_MELODY, index, RAVENOUS_RABBLE, TOME_OF_THE_ARKNIGHT, VEST_OF_THE_FIRST_FIST } from "./arc/reveals";
import { AETHER_SPINDLE, EYE_OF_OPHIDIA, FERVENT_FORERUNNER, FORCE_SIGHT, optCard } from "./arc/opt-cards";
import { AETHER_FLARE, LESSON_IN_LAVA, REVERBERATE } from "./arc/wizard";
import { ARCANITE_SKULLCAP, LIFE_FOR_A_LIFE, plunderRun, PUSH_THE_POINT, RIFTING, VIGOR_RUSH } from "./arc/generic-attacks";
import { PURSUIT_OF_KNOWLEDGE } from "./arc/pursuit-of-knowledge";
import { AETHER_SINK, BOOST, COGNITION_NODES, CONVECTION_AMPLIFIER, DASH, INDUCTION_CHAMBER, TEKLO_PLASMA_PISTOL, HIGH_OCTANE, HYPER_DRIVER, LOCKED_AND_LOADED, MAXIMUM_VELOCITY, OPTEKAL_MONOCLE, OVER_LOOP, PEDAL_TO_THE_METAL, pourTheMold, SPARK_OF_GENIUS, TEKLO_CORE, TEKLO_FOUNDRY_HEART } from "./arc/mechanologist";
import { MOON_WISH, SUN_KISS } from "./arc/moon-wish";
import { SONIC_BOOM } from "./arc/sonic-boom";
import { DISSIPATION_SHIELD } from "./arc/dissipation-shield";
import { BACK_ALLEY_BREAKLINE } from "./arc/back-alley-breakline";
import { CROWN_OF_DICHOTOMY } from "./arc/crown-of-dichotomy";
import { CHAINS_OF_EMINENCE } from "./arc/chains-of-eminence";
import { ART_OF_WAR } from "./arc/art-of-war";
import { CASH_IN, COAX_A_COMMOTION, GAMBLERS_GLOVES, GORGANIAN_TOME, KAVDAEN, PROMISE_OF_PLENTY, SNAG, SPRINGBOARD_SOMERSAULT, TALISHAR } from "./cru/generic";
import { ARKNIGHT_SHARD, CONSUMING_VOLITION, DREAD_TRIPTYCH, MEAT_AND_GREET, RATTLE_BONES, REAPING_BLADE, RUNEBLOOD_BARRIER, sutcliffesResearchNotes } from "./cru/runeblade";
import { AETHERIZE, CHAIN_LIGHTNING, cinderingForesight, FOREBODING_BOLT, GAZE_THE_AGES, METACARPUS_NODE, SNAPBACK } from "./cru/wizard";
import { ABSORPTION_DOME, COMBUSTIBLE_COURIER, DATA_DOLL_MKII, HIGH_SPEED_IMPACT, MEGANETIC_SHOCKWAVE, OVERBLAST, PLASMA_BARREL_SHOT, PLASMA_PURIFIER, teklovossensWorkshop, VIZIERTRONIC_MODEL_I } from "./cru/mechanologist";
import { KAYO } from "./cru/kayo";
import { SHIYANA } from "./cru/shiyana";
import { ARGH_SMASH, BARRAGING_BIG_HORN, BEAST_WITHIN, MANDIBLE_CLAW, MASSACRE, PREDATORY_ASSAULT, RILED_UP, SKULLHORN } from "./cru/brute";
import { CHOKESLAM, CRATER_FIST, CRUSH_THE_WEAK, emergingDominance, MANGLE, RIGHTEOUS_CLEANSING, SLEDGE_OF_ANVILHEIM, STAMP_AUTHORITY, toweringTitan } from "./cru/guardian";
import { CINTARI_SABER, COURAGE_OF_BLADEHOLD, hitAndRun, KASSAI, OUT_FOR_BLOOD, PUSH_FORWARD, SPOILS_OF_WAR, TWINNING_BLADE, UNIFIED_DECREE } from "./cru/warrior";
import {
  BENJI,
  BITTERING_THORNS,
  BREEZE_RIDER_BOOTS,
  CRANE_DANCE,
  EDGE_OF_AUTUMN,
  FIND_CENTER,
  FLOOD_OF_FORCE,
  FLYING_KICK,
  HERONS_FLIGHT,
  IRA,
  RUSHING_RIVER,
  SALT_THE_WOUND,
  WHEN_THIS_HITS_GO_AGAIN,
  WHIRLING_MIST_BLOSSOM,
  ZEN_STATE,
  ZEPHYR_NEEDLE,
} from "./cru/ninja";
import { ARKNIGHT_ASCENDANCY, BECOME_THE_ARKNIGHT, bloodspillInvocation, GRASP_OF_THE_ARKNIGHT, LESS_PER_RUNECHANT, NEBULA_BLADE, RUNECHANT, SPELLBLADE_ASSAULT, VISERAI } from "./arc/runeblade";

/**
 * Card modules by Welcome to Rathe card id: behaviour the rules look up instead of testing flags
 * (the rest of each card's behaviour is data in cards.ts, read by the effect vocabulary).
 */
export const CARDS = new CardRegistry<CardModule>()
  .register(["WTR001", "WTR002"], RHINAR)
  .register(["WTR038", "WTR039"], BRAVO)
  .register("WTR079", MASK_OF_MOMENTUM)
  .register(["WTR113", "WTR114"], DORINTHEA)
  .register("WTR115", DAWNBLADE)
  .register("WTR150", SPRING_TUNIC)
  .register("WTR009", SAND_SKETCHED_PLAN)
  .register("WTR003", ROMPING_CLUB)
  .register(["WTR164", "WTR165", "WTR166"], DRONE_OF_BRUTALITY)
  .register(["WTR076", "WTR077"], KATSU)
  .register("WTR117", REFRACTION_BOLTERS)
  .register("WTR161", LAST_DITCH_EFFORT)
  .register("WTR083", MUGENSHI_RELEASE)
  .register("WTR121", SINGING_STEELBLADE)
  .register(["WTR138", "WTR139", "WTR140"], STROKE_OF_FORESIGHT)
  .register("WTR151", HOPE_MERCHANTS_HOOD)
  .register("WTR163", REMEMBRANCE)
  .register("WTR047", SHOW_TIME)
  .register(["WTR057", "WTR058", "WTR059"], BUCKLING_BLOW)
  .register("WTR120", ROUT)
  .register(["WTR194", "WTR195", "WTR196"], SCOUR_THE_BATTLESCAPE)
  .register(["WTR215", "WTR216", "WTR217"], TO_BOTTOM_THEN_DRAW)
  .register(["WTR191", "WTR192", "WTR193"], SCAR_FOR_A_SCAR)
  .register(["WTR200", "WTR201", "WTR202"], WOUNDED_BULL)
  .register(["WTR176", "WTR177", "WTR178"], BARRAGING_BRAWNHIDE)
  .register("WTR004", SCABSKIN_LEATHERS)
  .register("WTR005", BARKBONE_STRAPPING)
  .register("WTR162", CRAZY_BREW)
  .register("WTR084", HURRICANE_TECHNIQUE)
  .register("WTR160", TOME_OF_FYENDAL)
  .register("WTR000", HEART_OF_FYENDAL)
  .register("WTR010", BONE_HEAD_BARRIER)
  .register("WTR040", ANOTHOS)
  .register("WTR078", HARMONIZED_KODACHI)
  .register("WTR081", LORD_OF_WIND)
  .register("WTR054", blessingOfDeliverance(3))
  .register("WTR055", blessingOfDeliverance(2))
  .register("WTR056", blessingOfDeliverance(1))
  .register("WTR225", QUICKEN)
  .register(["WTR020", "WTR021", "WTR022", "WTR029", "WTR030", "WTR031", "WTR035", "WTR036", "WTR037"], DISCARD_A_RANDOM_CARD)
  .register("WTR006", ALPHA_RAMPAGE)
  .register("WTR007", BLOODRUSH_BELLOW)
  .register("WTR008", RECKLESS_SWING)
  .register(["WTR011", "WTR012", "WTR013"], BREAKNECK_BATTERY)
  .register(["WTR014", "WTR015", "WTR016"], SAVAGE_FEAST)
  .register(["WTR179", "WTR180", "WTR181"], DEMOLITION_CREW)
  .register(["WTR182", "WTR183", "WTR184"], FLOCK_OF_THE_FEATHER_WALKERS)
  .register(["WTR185", "WTR186", "WTR187"], NIMBLE_STRIKE)
  .register(["WTR197", "WTR198", "WTR199"], REGURGITATING_SLOG)
  .register("WTR159", ENLIGHTENED_STRIKE)
  .register(["WTR051", "WTR052", "WTR053"], STAUNCH_RESPONSE)
  .register(["WTR212", "WTR213", "WTR214"], UNMOVABLE)
  .register(["WTR126", "WTR127", "WTR128"], STEELBLADE_SHUNT)
  .register("WTR046", FORGED_FOR_WAR)
  .register("WTR072", stonewallConfidence(4))
  .register("WTR073", stonewallConfidence(3))
  .register("WTR074", stonewallConfidence(2))
  .register("WTR085", POUNDING_GALE)
  .register(["WTR086", "WTR087", "WTR088"], FLUSTER_FIST)
  .register(["WTR092", "WTR093", "WTR094"], FLIC_FLAK)
  .register(["WTR147", "WTR148", "WTR149"], NATURES_PATH_PILGRIMAGE)
  .register(["WTR023", "WTR024", "WTR025", "WTR026", "WTR027", "WTR028"], WHEN_THIS_ATTACKS_INTIMIDATE)
  .register(["WTR167", "WTR168", "WTR169"], SNATCH)
  .register("WTR043", CRIPPLING_CRUSH)
  .register("WTR044", SPINAL_CRUSH)
  .register("WTR045", CRANIAL_CRUSH)
  .register(["WTR048", "WTR049", "WTR050"], DISABLE)
  .register(["WTR060", "WTR061", "WTR062"], CARTILAGE_CRUSH)
  .register(["WTR063", "WTR064", "WTR065"], CRUSH_CONFIDENCE)
  .register(["WTR066", "WTR067", "WTR068"], DEBILITATE)
  .register("WTR069", emergingPower(3))
  .register("WTR070", emergingPower(2))
  .register("WTR071", emergingPower(1))
  .register("WTR075", SEISMIC_SURGE)
  .register("WTR118", GLINT_THE_QUICKSILVER)
  .register(["WTR123", "WTR124", "WTR125"], OVERPOWER)
  .register("WTR132", ironsongResponse(3))
  .register("WTR133", ironsongResponse(2))
  .register("WTR134", ironsongResponse(1))
  .register(["WTR135", "WTR136", "WTR137"], BITING_BLADE)
  .register(["ARC113", "ARC114"], KANO)
  .register("ARC161", PURSUIT_OF_KNOWLEDGE)
  .register(["ARC075", "ARC076"], VISERAI)
  .register("ARC077", NEBULA_BLADE)
  .register("ARC080", ARKNIGHT_ASCENDANCY)
  .register(["ARC082", "ARC088", "ARC089", "ARC090", "ARC094", "ARC095", "ARC096", "ARC097", "ARC098", "ARC099", "ARC100", "ARC101", "ARC102"], LESS_PER_RUNECHANT)
  .register(["ARC085", "ARC086", "ARC087"], SPELLBLADE_ASSAULT)
  .register("ARC106", bloodspillInvocation(3))
  .register("ARC107", bloodspillInvocation(2))
  .register("ARC108", bloodspillInvocation(1))
  .register("ARC112", RUNECHANT)
  .register("ARC121", LESSON_IN_LAVA)
  .register(["ARC132", "ARC133", "ARC134"], AETHER_FLARE)
  .register(["ARC138", "ARC139", "ARC140"], REVERBERATE)
  .register(["ARC126", "ARC127", "ARC128"], AETHER_SPINDLE)
  .register("ARC151", optCard(2))
  .register("ARC000", EYE_OF_OPHIDIA)
  .register("ARC084", TOME_OF_THE_ARKNIGHT)
  .register("ARC078", GRASP_OF_THE_ARKNIGHT)
  .register("ARC083", BECOME_THE_ARKNIGHT)
  .register(["ARC173", "ARC174", "ARC175"], EIRINAS_PRAYER)
  .register(["ARC167", "ARC168", "ARC169"], ENCHANTING_MELODY)
  .register("ARC135", index(5))
  .register("ARC136", index(4))
  .register("ARC137", index(3))
  .register("ARC152", VEST_OF_THE_FIRST_FIST)
  .register("ARC153", BRACERS_OF_BELIEF)
  .register("ARC159", COMMAND_AND_CONQUER)
  .register(["ARC179", "ARC180", "ARC181"], CADAVEROUS_CONTRABAND)
  .register(["ARC191", "ARC192", "ARC193"], RAVENOUS_RABBLE)
  .register(["ARC182", "ARC183", "ARC184"], FERVENT_FORERUNNER)
  .register(["ARC200", "ARC201", "ARC202"], optCard(1))
  .register(["ARC206", "ARC207", "ARC208"], FORCE_SIGHT)
  .register("ARC215", optCard(4))
  .register("ARC216", optCard(3))
  .register("ARC217", optCard(2))
  .register(["ARC164", "ARC165", "ARC166"], LIFE_FOR_A_LIFE)
  .register(["ARC188", "ARC189", "ARC190"], PUSH_THE_POINT)
  .register(["ARC197", "ARC198", "ARC199"], VIGOR_RUSH)
  .register(["ARC194", "ARC195", "ARC196"], RIFTING)
  .register("ARC150", ARCANITE_SKULLCAP)
  .register("ARC170", plunderRun(3))
  .register("ARC171", plunderRun(2))
  .register("ARC172", plunderRun(1))
  .register(["ARC023", "ARC024", "ARC025", "ARC026", "ARC027", "ARC028", "ARC029", "ARC030", "ARC031"], BOOST)
  .register(["ARC011", "ARC012", "ARC013"], PEDAL_TO_THE_METAL)
  .register(["ARC020", "ARC021", "ARC022"], OVER_LOOP)
  .register("ARC008", MAXIMUM_VELOCITY)
  .register(["ARC032", "ARC033", "ARC034"], LOCKED_AND_LOADED)
  .register("ARC006", HIGH_OCTANE)
  .register("ARC037", OPTEKAL_MONOCLE)
  .register("ARC019", CONVECTION_AMPLIFIER)
  .register("ARC007", TEKLO_CORE)
  .register("ARC036", HYPER_DRIVER)
  .register("ARC004", TEKLO_FOUNDRY_HEART)
  .register("ARC014", pourTheMold(2))
  .register("ARC015", pourTheMold(1))
  .register("ARC016", pourTheMold(0))
  .register("ARC003", TEKLO_PLASMA_PISTOL)
  .register("ARC010", INDUCTION_CHAMBER)
  .register("ARC018", COGNITION_NODES)
  .register("ARC017", AETHER_SINK)
  .register("ARC009", SPARK_OF_GENIUS)
  .register(["ARC001", "ARC002"], DASH)
  // Crucible of War: generic (and the Arcane Rising cards outside the Ranger class).
  .register("CRU181", GORGANIAN_TOME)
  .register(["CRU183", "CRU184", "CRU185"], PROMISE_OF_PLENTY)
  .register("CRU187", SPRINGBOARD_SOMERSAULT)
  .register("CRU118", KAVDAEN)
  .register("CRU188", CASH_IN)
  .register("CRU177", TALISHAR)
  .register("ARC119", SONIC_BOOM)
  .register("ARC035", DISSIPATION_SHIELD)
  .register(["ARC176", "ARC177", "ARC178"], BACK_ALLEY_BREAKLINE)
  .register("ARC079", CROWN_OF_DICHOTOMY)
  .register("ARC162", CHAINS_OF_EMINENCE)
  .register("ARC160", ART_OF_WAR)
  .register("CRU180", COAX_A_COMMOTION)
  .register("CRU182", SNAG)
  .register("CRU179", GAMBLERS_GLOVES)
  .register(["ARC185", "ARC186", "ARC187"], MOON_WISH)
  .register(["ARC212", "ARC213", "ARC214"], SUN_KISS)
  // Crucible of War: Mechanologist, Runeblade, Wizard
  .register("CRU097", SHIYANA)
  .register("CRU099", DATA_DOLL_MKII)
  .register("CRU101", PLASMA_BARREL_SHOT)
  .register("CRU102", VIZIERTRONIC_MODEL_I)
  .register("CRU103", MEGANETIC_SHOCKWAVE)
  .register("CRU104", ABSORPTION_DOME)
  .register("CRU105", PLASMA_PURIFIER)
  .register(["CRU106", "CRU107", "CRU108"], HIGH_SPEED_IMPACT)
  .register(["CRU109", "CRU110", "CRU111"], COMBUSTIBLE_COURIER)
  .register(["CRU112", "CRU113", "CRU114"], OVERBLAST)
  .register("CRU115", teklovossensWorkshop(2))
  .register("CRU116", teklovossensWorkshop(1))
  .register("CRU117", teklovossensWorkshop(0))
  .register("CRU000", ARKNIGHT_SHARD)
  .register("CRU140", REAPING_BLADE)
  .register("CRU142", DREAD_TRIPTYCH)
  .register("CRU143", RATTLE_BONES)
  .register("CRU144", RUNEBLOOD_BARRIER)
  .register(["CRU148", "CRU149", "CRU150"], CONSUMING_VOLITION)
  .register(["CRU151", "CRU152", "CRU153"], MEAT_AND_GREET)
  .register("CRU154", sutcliffesResearchNotes(3))
  .register("CRU155", sutcliffesResearchNotes(2))
  .register("CRU156", sutcliffesResearchNotes(1))
  // Arcane Rising and Crucible of War: Ranger
  .register(["ARC038", "ARC039"], AZALEA)
  .register("ARC040", DEATH_DEALER)
  .register("ARC041", SKULLBONE_CROSSWRAP)
  .register("ARC042", BULLS_EYE_BRACERS)
  .register("ARC043", ifThisHits([{ kind: "mark-opponent", mark: "one-action" }]))
  .register("ARC045", ENDLESS_ARROW)
  .register("ARC046", NOCK_THE_DEATHWHISTLE)
  .register("ARC047", RAPID_FIRE)
  .register("ARC051", silverTheTip(4))
  .register("ARC052", silverTheTip(3))
  .register("ARC053", silverTheTip(2))
  .register(["ARC057", "ARC058", "ARC059"], HEAD_SHOT)
  .register(["ARC060", "ARC061", "ARC062"], ifThisHits([{ kind: "mark-opponent", mark: "first-attack-costs-1" }]))
  .register(["ARC063", "ARC064", "ARC065"], RIDGE_RIDER_SHOT)
  .register(["ARC066", "ARC067", "ARC068"], SALVAGE_SHOT)
  .register(["ARC069", "ARC070", "ARC071"], ifThisHits([{ kind: "opponent-loses-life", amount: 1 }]))
  .register("CRU121", RED_LINER)
  .register("CRU122", PERCH_GRAPPLERS)
  .register("CRU123", REMORSELESS)
  .register("CRU125", FEIGN_DEATH)
  .register("CRU126", TRIPWIRE_TRAP)
  .register("CRU127", PITFALL_TRAP)
  .register("CRU128", ROCKSLIDE_TRAP)
  .register("CRU124", POISON_THE_TIPS)
  .register(["CRU129", "CRU130", "CRU131"], ifThisHits([{ kind: "reload" }]))
  .register(["CRU132", "CRU133", "CRU134"], ifThisHits([{ kind: "mark-opponent", mark: "no-hero-abilities" }]))
  // Crucible of War: Brute and Guardian.
  .register("CRU002", KAYO)
  .register("CRU004", MANDIBLE_CLAW)
  .register("CRU006", SKULLHORN)
  .register("CRU007", BEAST_WITHIN)
  .register("CRU008", MASSACRE)
  .register("CRU009", ARGH_SMASH)
  .register(["CRU010", "CRU011", "CRU012"], BARRAGING_BIG_HORN)
  .register(["CRU013", "CRU014", "CRU015"], PREDATORY_ASSAULT)
  .register(["CRU016", "CRU017", "CRU018"], RILED_UP)
  .register(["CRU019", "CRU020", "CRU021"], DISCARD_A_RANDOM_CARD)
  .register("CRU024", SLEDGE_OF_ANVILHEIM)
  .register("CRU025", CRATER_FIST)
  .register("CRU026", MANGLE)
  .register("CRU027", RIGHTEOUS_CLEANSING)
  .register("CRU028", STAMP_AUTHORITY)
  .register("CRU029", toweringTitan(10))
  .register("CRU030", toweringTitan(9))
  .register("CRU031", toweringTitan(8))
  .register(["CRU032", "CRU033", "CRU034"], CRUSH_THE_WEAK)
  .register(["CRU035", "CRU036", "CRU037"], CHOKESLAM)
  .register("CRU038", emergingDominance(3))
  .register("CRU039", emergingDominance(2))
  .register("CRU040", emergingDominance(1))
  // Crucible of War: Ninja and Warrior.
  .register("CRU046", IRA)
  .register("CRU047", BENJI)
  .register("CRU050", EDGE_OF_AUTUMN)
  .register("CRU051", ZEPHYR_NEEDLE)
  .register("CRU053", BREEZE_RIDER_BOOTS)
  .register("CRU054", FIND_CENTER)
  .register("CRU055", FLOOD_OF_FORCE)
  .register("CRU056", HERONS_FLIGHT)
  .register(["CRU057", "CRU058", "CRU059"], CRANE_DANCE)
  .register(["CRU060", "CRU061", "CRU062"], RUSHING_RIVER)
  .register(["CRU063", "CRU064", "CRU065"], FLYING_KICK)
  .register(["CRU066", "CRU067", "CRU068", "CRU069", "CRU070", "CRU071"], WHEN_THIS_HITS_GO_AGAIN)
  .register("CRU072", BITTERING_THORNS)
  .register("CRU073", SALT_THE_WOUND)
  .register("CRU074", WHIRLING_MIST_BLOSSOM)
  .register("CRU075", ZEN_STATE)
  .register("CRU077", KASSAI)
  .register("CRU079", CINTARI_SABER)
  .register("CRU081", COURAGE_OF_BLADEHOLD)
  .register("CRU082", TWINNING_BLADE)
  .register("CRU083", UNIFIED_DECREE)
  .register("CRU084", SPOILS_OF_WAR)
  .register(["CRU088", "CRU089", "CRU090"], OUT_FOR_BLOOD)
  .register("CRU091", hitAndRun(3))
  .register("CRU092", hitAndRun(2))
  .register("CRU093", hitAndRun(1))
  .register(["CRU094", "CRU095", "CRU096"], PUSH_FORWARD)
  // Crucible of War: Wizard (the Mechanologist, Runeblade and Wizard slice)
  .register("CRU161", METACARPUS_NODE)
  .register("CRU162", CHAIN_LIGHTNING)
  .register("CRU163", GAZE_THE_AGES)
  .register("CRU164", AETHERIZE)
  .register("CRU165", cinderingForesight(3))
  .register("CRU166", cinderingForesight(2))
  .register("CRU167", cinderingForesight(1))
  .register(["CRU168", "CRU169", "CRU170"], FOREBODING_BOLT)
  .register(["CRU174", "CRU175", "CRU176"], SNAPBACK);

/** The "until end of turn" effects the modules create, by kind. */
const TURN_EFFECTS: ReadonlyMap<string, TurnStatic> = new Map(
  CARDS.ids().flatMap((id) => {
    const made = CARDS.get(id)!.untilEndOfTurn;
    return made === undefined ? [] : [[made.kind, made] as const];
  }),
);

/** The card whose module makes each "until end of turn" effect (the first registered), by kind: the effect's source. */
const TURN_EFFECT_CARDS: ReadonlyMap<string, string> = new Map(
  CARDS.ids().flatMap((id) => {
    const made = CARDS.get(id)!.untilEndOfTurn;
    return made === undefined ? [] : [[made.kind, id] as const];
  }).reverse(),
);

/** The card whose effect the "until end of turn" effect `kind` is (Snag asks where a gain of {p} came from). */
export function turnEffectCard(kind: string): string {
  const card = TURN_EFFECT_CARDS.get(kind);
  if (card === undefined) throw new Error(`fab: no card makes the until-end-of-turn effect ${kind}`);
  return card;
}

/** The "until end of turn" effect named `kind` (a card module's `untilEndOfTurn`). */
export function untilEndOfTurn(kind: string): TurnStatic {
  const made = TURN_EFFECTS.get(kind);
  if (made === undefined) throw new Error(`fab: no card makes the until-end-of-turn effect ${kind}`);
  return made;
}

/**
 * A card the rules implement: it has printed data here (`BEHAVIOURS`) or a card module (or both).
 * Setup refuses decks with any other card.
 */
export const isImplemented = (id: string): boolean => BEHAVIOURS.has(id) || CARDS.has(id);

/** The module of a card, if it has one. */
export const moduleOf = (card: string): CardModule | undefined => CARDS.get(card);
