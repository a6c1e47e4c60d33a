export { channelExhausted, buff, dealDamage, draw, kill, killThis, mightThisTurn, playRecruit, recall, stun, type Acts, type Effect, type EffectContext } from "./effects";
export { aFriendlyUnit, aFriendlyUnitAtABattlefield, aMightyEnemyUnit, anEnemyUnit, anEnemyUnitAtABattlefield, anEnemyUnitWithMightAtMost, atBattlefield, enemy, friendly, mightAtMost, mighty, units, type Selector, type UnitTest } from "./targets";
export {
  choosing,
  deathknell,
  does,
  exhaustTo,
  legion,
  temporary,
  whenConquered,
  whenHeld,
  whenPlayed,
  type Ability,
  type Activated,
  type CardModule,
  type Moment,
  type RbTrigger,
  type TriggerContext,
} from "./abilities";
