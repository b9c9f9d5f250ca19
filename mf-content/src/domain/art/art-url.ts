import { remoteAssetUrl } from '@mimea/shared/remote-asset-url';

/** The absolute URL of a picture drawn at build time ('/art/blog/x.svg'), on this remote's origin. */
export const artUrl = remoteAssetUrl;

/** Every drawing is this size: wide, like a link preview. */
export const ART_WIDTH = 1200;
export const ART_HEIGHT = 630;
