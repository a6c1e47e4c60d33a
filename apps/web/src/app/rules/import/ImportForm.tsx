"use client";
import { useState, type ChangeEvent } from "react";
import { MAX_RULES_FILE_BYTES } from "../../../server/rules-upload-limit";

/**
 * The import form. The key comes first: browsers send fields in this order, and the server checks
 * the key before it reads the file. A file over the limit is refused here, before it is sent: the
 * server stops reading such an upload and closes the connection, which browsers show as an error
 * page rather than its answer.
 */
export function ImportForm() {
  const [tooLarge, setTooLarge] = useState(false);
  const check = (e: ChangeEvent<HTMLInputElement>) => {
    const over = (e.target.files?.[0]?.size ?? 0) > MAX_RULES_FILE_BYTES;
    e.target.setCustomValidity(over ? "The file is larger than 8 MB." : "");
    setTooLarge(over);
  };
  return (
    <form action="/api/rules/import" method="post" encType="multipart/form-data" className="rb-import" data-testid="rules-import-form">
      <label>
        Organiser key (this server only accepts imports from its organisers)
        <input type="password" name="key" autoComplete="off" required />
      </label>
      <label>
        Game
        <select name="game" defaultValue="fab">
          <option value="fab">Flesh and Blood</option>
          <option value="riftbound">Riftbound</option>
          <option value="ufs">Universal Fighting System</option>
        </select>
      </label>
      <label>
        Document (a .txt file, up to 8 MB)
        <input type="file" name="file" accept=".txt,.md,.cs,text/plain" required onChange={check} />
      </label>
      {tooLarge && (
        <p className="notice" role="alert" data-testid="rules-import-too-large">
          The file is larger than 8 MB.
        </p>
      )}
      <button type="submit" className="button">
        Import
      </button>
    </form>
  );
}
