import { Box, Typography } from '@mimea/shared/ui/core';
import { ChatIcon, ShopButton, chatLink } from '@mimea/shared';
import { PageSection } from '@mimea/shared/ui/parts';

/** The shop's expert-advice chat text (purchase spec section 7: "expert advice"). */
export function adviceChatText(topic?: string): string {
  return topic
    ? `Hello Mimea Naturals, I would like expert advice on the ${topic}.`
    : 'Hello Mimea Naturals, I would like expert advice on which products suit me.';
}

interface Props {
  id?: string;
  title: string;
  text: string;
  /** What the chat message asks about ('Diabetes Care package'). */
  topic?: string;
}

/** The way to a person: Contact Us (/contact) and a WhatsApp chat with the question typed in. */
export function AdviceBand({ id = 'advice', title, text, topic }: Props) {
  return (
    <PageSection id={id} title={title} tinted maxWidth="md">
      <Typography sx={{ mb: 3, lineHeight: 1.7 }}>{text}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <ShopButton to="/contact" variant="contained">
          Contact Us
        </ShopButton>
        <ShopButton href={chatLink(adviceChatText(topic))} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<ChatIcon />}>
          Chat on WhatsApp
        </ShopButton>
      </Box>
    </PageSection>
  );
}
