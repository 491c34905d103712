import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './content.module.css';

/**
 * Renders the plain text of a blog body or an FAQ answer (content-schemas): paragraphs
 * split by a blank line, a "## " line a subheading, "- " lines a list. Only elements are
 * built, never HTML from the text, so nothing stored can inject markup.
 */
export function ContentText({ text }: { text: string }) {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0);
  return (
    <div className={styles.prose}>
      {blocks.map((block, index) => {
        const lines = block.split('\n').map((line) => line.trim());
        if (lines.length === 1 && lines[0]?.startsWith('## '))
          return <h2 key={index}>{lines[0].slice(3)}</h2>;
        if (lines.every((line) => line.startsWith('- ')))
          return (
            <ul key={index}>
              {lines.map((line, item) => (
                <li key={item}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        return <p key={index}>{lines.join(' ')}</p>;
      })}
    </div>
  );
}

/**
 * A content link: a path of this site through the router, an https address in a new
 * tab. The server only stores those two kinds (content-schemas' isSafeContentUrl).
 */
export function ContentLink({
  href,
  className,
  children,
  onClick,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  if (href.startsWith('/'))
    return (
      <Link to={href} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {children}
    </a>
  );
}
