import { Typography } from '@mimea/shared/ui/core';

/** Paragraphs of body text, spaced for reading on a phone. */
export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => (
    <Typography key={text} sx={{ mb: 2, lineHeight: 1.7 }}>
      {text}
    </Typography>
  ));
}
