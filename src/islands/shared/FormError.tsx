/** A form's error in place: announced (role alert), in the error colour; nothing when there is none. */
export default function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-error">
      {message}
    </p>
  );
}
