/** A titled card: a <section> named by its heading, with an optional action at the top right. */
import { useId, type ReactNode } from 'react';
import './card.css';

export interface CardProps {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One card of a page of cards (e.g. My profile). */
export function Card({ title, action, children, className }: CardProps) {
  const id = useId();
  return (
    <section className={`card ${className ?? ''}`} aria-labelledby={id}>
      <div className="card-header">
        <h2 id={id} className="card-title">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
