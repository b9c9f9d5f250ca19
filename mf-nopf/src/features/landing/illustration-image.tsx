import { illustrations, illustrationUrl, type IllustrationName } from '../../domain/illustrations';

interface Props {
  name: IllustrationName;
  alt: string;
  /** The hero's picture loads at once; the others when they come near the screen. */
  eager?: boolean;
}

/** One of the drawn pictures (LandingRoot's `.nopf-illustration`), its space reserved by its own width and height. */
export function IllustrationImage({ name, alt, eager = false }: Props) {
  const { width, height } = illustrations[name];
  return (
    <img
      className="nopf-illustration"
      src={illustrationUrl(name)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // The eager picture is the landing page's largest paint: ahead of the scripts, and painted
      // in the frame it arrives in (an asynchronous decode could put its paint after them).
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
    />
  );
}
