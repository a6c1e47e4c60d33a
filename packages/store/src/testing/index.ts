export { freshDatabaseUrl, testHeader, testMatch, testServices } from "./services";
export { storeContract } from "../contract";
export { committedSeq, diskUnderTest } from "./disk";
export { openSqlite } from "../open";
