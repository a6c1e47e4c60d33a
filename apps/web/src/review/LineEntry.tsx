"use client";

/**
 * A one-line text box that hands on its trimmed text when Enter is pressed (nothing when blank)
 * and then empties. Its text is held by the caller, so it outlives the box (a tab switched away).
 */
export function LineEntry({ value, onValue, onEnter, placeholder, label, maxLength }: {
  value: string;
  onValue: (text: string) => void;
  onEnter: (text: string) => void;
  placeholder: string;
  label: string;
  maxLength: number;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim() === "") return;
        onEnter(value.trim());
        onValue("");
      }}
    >
      <input className="review-input" value={value} onChange={(e) => onValue(e.currentTarget.value)} placeholder={placeholder} aria-label={label} maxLength={maxLength} />
    </form>
  );
}
