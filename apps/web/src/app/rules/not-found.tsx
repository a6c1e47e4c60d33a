import Link from "next/link";

/** A rule or document the reference does not have (a mistyped number, an edition not imported here). */
export default function RuleNotFound() {
  return (
    <>
      <h1>Not in the rules reference</h1>
      <p className="rb-lead">
        There is no such document or rule here. Rule numbers differ between editions; open the document and search for the rule&apos;s words or its number.
      </p>
      <p>
        <Link href="/rules">All rules documents</Link>
      </p>
    </>
  );
}
