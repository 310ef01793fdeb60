import { Fragment } from 'react';

/** Text with every occurrence of an e-mail address turned into a mailto link. */
export function WithEmailLinks({ text, email }: { text: string; email: string }) {
  const parts = text.split(email);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <a href={`mailto:${email}`} className="text-accent font-semibold underline">
              {email}
            </a>
          )}
        </Fragment>
      ))}
    </>
  );
}
