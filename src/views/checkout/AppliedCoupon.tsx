// The applied coupon as a chip (COUPON-UI-1): its code, a remove icon button only when the person
// may remove it (COUPON-UI-2..4), and the carry-over note under it (COUPON-UI-5).
import { Flex, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import type { AppliedCoupon as Applied } from '../../../machines/coupon/rules.ts';
import { CloseIcon, TagIcon } from '../shared/icons.tsx';
import { COUPON_BOX_TEXTS } from './texts.ts';

export interface AppliedCouponProps {
  coupon: Applied;
  canRemove: boolean;
  /** The remove button shows but cannot be used (another code is being checked). */
  removeDisabled?: boolean;
  note: string | null;
  onRemove: () => void;
}

export function AppliedCoupon({ coupon, canRemove, removeDisabled = false, note, onRemove }: AppliedCouponProps) {
  return (
    <div>
      <Flex
        display="inline-flex"
        align="center"
        gap="2"
        maxW="full"
        bg="green.50"
        color="green.800"
        borderWidth="1px"
        borderColor="green.200"
        borderRadius="full"
        ps="3"
        pe={canRemove ? '1' : '3'}
        minH="8"
      >
        <Flex as="span" fontSize="md" flexShrink={0}>
          <TagIcon />
        </Flex>
        <Text as="span" fontSize="sm" fontWeight="700" letterSpacing="0.04em" overflowWrap="anywhere">
          <VisuallyHidden>{COUPON_BOX_TEXTS.applied}: </VisuallyHidden>
          {coupon.code}
        </Text>
        {canRemove && (
          <IconButton aria-label={COUPON_BOX_TEXTS.remove} size="2xs" variant="ghost" colorPalette="green" borderRadius="full" disabled={removeDisabled} onClick={onRemove}>
            <CloseIcon />
          </IconButton>
        )}
      </Flex>
      {note !== null && (
        <Text mt="1.5" fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
    </div>
  );
}
