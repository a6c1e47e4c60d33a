export { CARDS } from "../cards.js";
