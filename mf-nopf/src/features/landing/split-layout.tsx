import type { CSSProperties, ReactNode } from 'react';

interface Props {
  /** The two columns' widths from `md` up, e.g. '1fr 1.2fr'; phones get one column. */
  columns: string;
  children: ReactNode;
}

/** A picture beside its text on a desktop, stacked on a phone: the page's one two-column layout. */
export function SplitLayout({ columns, children }: Props) {
  return (
    <div className="nopf-split" style={{ '--columns': columns } as CSSProperties}>
      {children}
    </div>
  );
}
