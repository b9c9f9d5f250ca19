import { useState } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Button, Link } from '@mimea/shared/ui/controls';
import { ChatIcon, PhoneIcon, chatLink, phoneLink, shopContacts } from '@mimea/shared';
import { Choice, PageSection } from '@mimea/shared/ui/parts';
import { nopfContent, orderMessage, type PackSize } from '../../domain/nopf-content';
import { IllustrationImage } from './illustration-image';
import { SplitLayout } from './split-layout';

const { order, packs } = nopfContent;

/**
 * How to order: the two bottles, the one the farmer wants, and Buy Now (a WhatsApp chat whose
 * message names that bottle) or Talk to a Consultant (a call). NOPF is not sold through the cart.
 */
export function OrderSection() {
  const [size, setSize] = useState<PackSize>('1000ml');
  return (
    <PageSection id="order" title={order.title}>
      <SplitLayout columns="1fr 1fr">
        <IllustrationImage name={packs.image.name} alt={packs.image.alt} />
        <Box>
          <Typography sx={{ mb: 2 }}>{order.text}</Typography>
          {/* Native radios: MUI's (the forms group, ~25 KB gzipped with its input parts) would load
              with the landing page for one choice of two. */}
          <Box component="fieldset" sx={{ m: 0, mb: 2, p: 0, border: 0, minWidth: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5, p: 0 }}>
              {order.packLabel}
            </Typography>
            {packs.items.map((pack) => (
              <Choice
                key={pack.size}
                type="radio"
                name="nopf-pack"
                checked={size === pack.size}
                onChange={() => setSize(pack.size)}
                label={
                  <span>
                    <strong>{pack.size}</strong> · {pack.coverage}
                  </span>
                }
                sx={{ gap: 1.5, minHeight: 42, fontSize: 'inherit' }}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
            <Button variant="contained" size="large" startIcon={<ChatIcon />} href={chatLink(orderMessage(size))} target="_blank" rel="noopener noreferrer">
              {order.buyNow}
            </Button>
            <Button variant="outlined" size="large" startIcon={<PhoneIcon />} href={phoneLink()}>
              {order.consultant}
            </Button>
          </Box>
          <Typography>
            {order.callLine}{' '}
            <Link href={phoneLink()} sx={{ fontWeight: 700 }}>
              {shopContacts.phoneDisplay}
            </Link>
          </Typography>
        </Box>
      </SplitLayout>
    </PageSection>
  );
}
