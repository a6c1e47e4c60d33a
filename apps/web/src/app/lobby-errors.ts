/** What the lobby says for an error code from the match server or its own limits. */
export const LOBBY_ERRORS: Readonly<Record<string, string>> = {
  "api/unreachable": "The match server is not answering. Is it running?",
  "auth/forbidden": "The match server did not allow that.",
  "game/unknown": "That game is not hosted here.",
  "decklist/unknown-card": "That deck list names a card this game does not know",
  "decklist/colour": "That deck list needs a colour for a card",
  "decklist/count": "That deck list has a count out of range",
  "decklist/empty": "That deck list names no cards.",
  "setup/deck-size": "That deck has the wrong number of cards",
  "setup/copies": "That deck has too many copies of a card",
  "setup/illegal-card": "That deck has a card its hero cannot use",
  "setup/hero": "That deck must name exactly one hero",
  "setup/tabletop-people": "Tabletop matches are played by people: choose a person as the opponent",
  "lobby/bot-matches-per-address": "Enough bot matches were started from your address for now: watch one of the live matches below",
  "lobby/bot-matches-all": "Enough bot matches have started for now: watch one of the live matches below",
  "lobby/plays-per-address": "Enough matches were started from your address for now",
  "lobby/plays-all": "Enough matches have started for now",
};
