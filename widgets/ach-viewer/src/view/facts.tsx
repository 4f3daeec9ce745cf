import type { ComponentChildren } from 'preact';

/** A term and what it says: "Company" and "Acme (1234567890)". */
export type Fact = [term: string, detail: ComponentChildren];

/** Facts as a description list, a `dt` and a `dd` each (one call instead of two elements a fact: bytes). */
export const Facts = ({ facts }: { facts: Fact[] }) => (
  <dl class="facts">{facts.map(([term, detail]) => [<dt>{term}</dt>, <dd>{detail}</dd>])}</dl>
);
