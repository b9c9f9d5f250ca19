import { Box } from '@mimea/shared/ui/core';

/** Whether a stored line's picture is an address the shop would show: lines from an old or tampered cart may have none. */
export function isPictureAddress(src: string): boolean {
  return /^(https?:)?\//.test(src);
}

/** A cart line's picture; lines from an old or tampered cart may have none. */
export function LineImage({ src, size = 64 }: { src: string; size?: number }) {
  const box = { width: size, height: size, borderRadius: 1, bgcolor: 'grey.100', display: 'block', objectFit: 'cover' } as const;
  if (!isPictureAddress(src)) return <Box sx={box} />;
  return <Box component="img" src={src} alt="" width={size} height={size} loading="lazy" sx={box} />;
}
