// PAGE1-2: the saved card's brand mark for Visa, Mastercard, Discover or Amex: simple inline SVG
// marks (no image requests), each an image with the brand's name; other brands get a plain card.
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Brand = 'visa' | 'mastercard' | 'discover' | 'amex';

const BRAND_NAMES: Record<Brand, string> = { visa: 'Visa', mastercard: 'Mastercard', discover: 'Discover', amex: 'American Express' };

/** 'Visa', 'VISA', 'american_express', 'American Express' … → a known brand, or null. */
export function knownBrand(brand: string): Brand | null {
  const key = brand.toLowerCase().replace(/[\s_-]+/g, '');
  if (key === 'visa') return 'visa';
  if (key === 'mastercard' || key === 'mc') return 'mastercard';
  if (key === 'discover') return 'discover';
  if (key === 'amex' || key === 'americanexpress') return 'amex';
  return null;
}

/** The brand as people read it (the API answers in lower case). */
export function brandName(brand: string): string {
  const known = knownBrand(brand);
  if (known !== null) return BRAND_NAMES[known];
  return brand.trim() === '' ? 'Card' : brand.charAt(0).toUpperCase() + brand.slice(1);
}

const MARKS: Record<Brand, ReactNode> = {
  visa: (
    <>
      <rect width="48" height="32" rx="4" fill="#1A1F71" />
      <text x="24" y="21" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="13" fontWeight="700" fontStyle="italic" fill="#FFFFFF" letterSpacing="0.5">
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="32" rx="4" fill="#FFFFFF" stroke="#D9DDE3" />
      <circle cx="19.5" cy="16" r="9" fill="#EB001B" />
      <circle cx="28.5" cy="16" r="9" fill="#F79E1B" />
      <path d="M24 8.2a9 9 0 0 1 0 15.6a9 9 0 0 1 0-15.6z" fill="#FF5F00" />
    </>
  ),
  discover: (
    <>
      <rect width="48" height="32" rx="4" fill="#FFFFFF" stroke="#D9DDE3" />
      <path d="M22 32h22a4 4 0 0 0 4-4V17C40 25 31 30 22 32z" fill="#F58220" />
      <text x="5" y="19" fontFamily="Arial, Helvetica, sans-serif" fontSize="7.2" fontWeight="700" fill="#231F20" letterSpacing="0.2">
        DISC
      </text>
      <circle cx="29.2" cy="16.6" r="3.4" fill="#F58220" />
      <text x="33.5" y="19" fontFamily="Arial, Helvetica, sans-serif" fontSize="7.2" fontWeight="700" fill="#231F20">
        VER
      </text>
    </>
  ),
  amex: (
    <>
      <rect width="48" height="32" rx="4" fill="#2E77BC" />
      <text x="24" y="20.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="10.5" fontWeight="800" fill="#FFFFFF" letterSpacing="0.6">
        AMEX
      </text>
    </>
  ),
};

const genericMark = (
  <>
    <rect width="48" height="32" rx="4" fill="#F1F3F5" stroke="#D9DDE3" />
    <rect x="0" y="8" width="48" height="5" fill="#C4CAD1" />
    <rect x="6" y="20" width="14" height="3" rx="1.5" fill="#AEB5BD" />
  </>
);

export function CardBrandLogo({ brand }: { brand: string }) {
  const known = knownBrand(brand);
  return (
    <Box as="span" display="inline-flex" flexShrink={0} lineHeight="0">
      <svg width="48" height="32" viewBox="0 0 48 32" role="img" aria-label={brandName(brand)} focusable="false">
        {known === null ? genericMark : MARKS[known]}
      </svg>
    </Box>
  );
}
