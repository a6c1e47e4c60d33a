export { freshDatabaseUrl, testServices } from "./services";
export { storeContract } from "../contract";
