export { freshDatabaseUrl, testHeader, testServices } from "./services";
export { storeContract } from "../contract";
