import { useState } from 'react';
import { Box, Button, Link, Typography } from '@mimea/shared/ui/core';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mimea/shared/ui/forms';
import { ChatIcon, PhoneIcon, chatLink, phoneLink, shopContacts, PageSection } from '@mimea/shared';
import { PACK_SIZES, nopfContent, orderMessage, type PackSize } from '../../domain/nopf-content';
import { IllustrationImage } from './illustration-image';
import { SplitLayout } from './split-layout';

const { order, packs } = nopfContent;

function isPackSize(value: string): value is PackSize {
  return (PACK_SIZES as readonly string[]).includes(value);
}

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
          <FormControl component="fieldset" sx={{ mb: 2 }}>
            <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
              {order.packLabel}
            </FormLabel>
            <RadioGroup name="nopf-pack" value={size} onChange={(event) => isPackSize(event.target.value) && setSize(event.target.value)}>
              {packs.items.map((pack) => (
                <FormControlLabel
                  key={pack.size}
                  value={pack.size}
                  control={<Radio />}
                  label={
                    <span>
                      <strong>{pack.size}</strong> · {pack.coverage}
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
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
