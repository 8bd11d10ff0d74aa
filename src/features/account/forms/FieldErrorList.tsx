/** Problems listed under a form, each with the dash the spec asks for (section 5). */
export function FieldErrorList({ messages, alert }: { messages: string[]; alert?: boolean }) {
  if (messages.length === 0) return null;
  return (
    <ul className="form-error-list" role={alert ? 'alert' : undefined}>
      {messages.map((message, i) => (
        // Two fields may say the same words ("is already in use").
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt, never reordered
        <li key={`${i} ${message}`}>- {message}</li>
      ))}
    </ul>
  );
}
