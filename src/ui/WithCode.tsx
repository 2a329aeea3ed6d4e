// Text whose `code` in backquotes (commands, field names) is shown as code and kept as
// written in every language (translate="no"); text with an odd backquote stays plain.
export function WithCode({ text }: { text: string }) {
  const parts = text.split('`');
  if (parts.length % 2 === 0) return <>{text}</>;
  return (
    <>
      {parts.map((p, i) =>
        i % 2 === 1 ? (
          <code key={i} translate="no">
            {p}
          </code>
        ) : (
          p
        ),
      )}
    </>
  );
}
