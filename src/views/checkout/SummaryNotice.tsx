// A notice from the checkout machine: in place of the plan card, a payment being completed after a
// reload (docs/decisions/0060), already subscribed (ALREADY-SUB-1)
// or a firm-plan member buying an individual plan (FIRM-MEMBER-1); on page 1, a plan paid by card
// only with a saved bank account (ROLE-17).
import { Alert } from '@chakra-ui/react';

export function SummaryNotice({ text, tone }: { text: string; tone: 'info' | 'warning' }) {
  return (
    <Alert.Root status={tone} borderRadius="l2" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description fontSize="sm" lineHeight="1.55">
          {text}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
