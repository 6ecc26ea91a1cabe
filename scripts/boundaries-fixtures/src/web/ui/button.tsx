export const buttonClass = 'rounded-md';

export function Button({ label }: { label: string }) {
  return (
    <button type="button" className={buttonClass}>
      {label}
    </button>
  );
}
