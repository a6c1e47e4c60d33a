/** Real decks for the coverage tests: a Classic Constructed Fai list (Uprising) as Fabrary exports it. */
export const FAI_CC = `Hero: Fai, Rising Rebellion
Weapons: Searing Emberblade
Equipment: Mask of Momentum, Heat Wave, Flamescale Furnace, Snapdragon Scalers, Nullrune Hood

3x Blaze Headlong (red)
3x Brand with Cinderclaw (red)
3x Lava Burst (red)
3x Phoenix Flame (red)
3x Rise Up (red)
3x Soaring Strike (red)
3x Spreading Flames (red)
3x Lava Vein Loyalty (red)
3x Red Hot (red)
3x Double Strike (red)
1x Wrath of Retribution (red)
2x Sink Below (yellow)
3x Dragon Power (red)
3x Tiger Swipe (red)
3x Command and Conquer (red)
3x Ancestral Empowerment (red)
3x Sink Below (red)
3x Fate Foreseen (red)
3x Shelter from the Storm (red)
2x Art of War (yellow)
2x Oasis Respite (red)
2x Snatch (red)`;

/** A real Riftbound deck code (the Kai'Sa - Daughter of the Void example of the deck-code codec): legal by the deck rules, every card of it played by the enforced rules. */
export const KAISA_CODE = "CIAAAAAAAAAQCAAAA4AACAIAABMQAAILAAAAICIMDMOVOX3AM5UHIAIDAAACO6XYAEAQKAAABX3QDGACUABKIAQAAEBQAAAWDBOQCAQAABMHE";
/**
 * The same deck with its two Icathian Rain swapped for Frigid Touch (SFD-066, a Mind spell with Repeat, which the enforced rules do
 * not play yet), encoded with game-riftbound's deckCode: a real deck a paper table takes and the enforced rules refuse.
 */
export const KAISA_FRIGID_CODE = "CMAAAAAAAAAQCAAAA4AACAIAABMQAAILAAAAICIMDMOVOX3AM5UHIAQCAAACO6QBAMAEEAIFAAAA35YBTABKAAVEAIAAAAABAAACO";
