/** The largest rules document accepted (the FaB CR is about 1 MB of text); the import form checks it too. */
export const MAX_RULES_FILE_BYTES = 8 * 1024 * 1024;
