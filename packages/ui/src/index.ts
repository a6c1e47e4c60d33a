export { tableOf, seatLabel, seatsFromBottom, type TableModel, type SeatArea, type Pile, type CardView } from "./table";
export {
  SPEEDS,
  BASE_INTERVAL_MS,
  intervalFor,
  nextSpeed,
  keyAction,
  seqAt,
  positionOf,
  turnMarkers,
  momentQuery,
  seqFromQuery,
  type Speed,
  type ScrubAction,
  type Marker,
} from "./scrubber";
export { counterSeries, chartPaths, headlineCounter, HEADLINE_COUNTERS, type Series } from "./life";
export { logLines, parseRule, type LogLine } from "./log";
export { Card, CardTextProvider, CardArtProvider, type CardProps, type CardTextLookup, type CardArtLookup } from "./Card";
export { CardText, CardName, CardZoom, Icon } from "./CardText";
export { cardTextPieces, cardTextPlain, cardTextHtml, iconHtml, nameFit, ICON_LABELS, type CardIcon, type TextPiece } from "./markup";
export { Board, type BoardProps } from "./Board";
export { EventLog, type EventLogProps } from "./EventLog";
export { Scrubber, type ScrubberProps } from "./Scrubber";
export { LifeChart, type LifeChartProps } from "./LifeChart";
export { StatusBar, type StatusBarProps } from "./StatusBar";
export { Scoreboard } from "./Scoreboard";
export { Choices, choicesByObject, type ChoicesProps } from "./Choices";
export { paymentOf, autoPass, opponentActed, entriesSince, whyNot, PASS_MODES, PASS_MODE_LABELS, type Payment, type PassMode, type Refusal } from "./seat";
