// The brand mark linking to the marketing site (rule TOPBAR-1). A configured logo image is
// shown alone (it carries the wordmark); the neutral default pairs a mark with the brand name.
import { chakra } from '@chakra-ui/react';
import type { Config } from '../../app/config.ts';

export function Logo({ href, brand }: { href: string; brand: Config['brand'] }) {
  return (
    <chakra.a href={href} display="inline-flex" alignItems="center" gap="2.5" color="fg" textDecoration="none" borderRadius="sm" minH="44px">
      {brand.logoUrl ? (
        <chakra.img src={brand.logoUrl} alt={brand.name} height="8" width="auto" />
      ) : (
        <>
          <chakra.img src="/logo.svg" alt="" width="8" height="8" />
          <chakra.span fontFamily="display" fontSize={{ base: '1.125rem', md: '1.25rem' }} fontWeight="600" letterSpacing="-0.005em" lineHeight="1">
            {brand.name}
          </chakra.span>
        </>
      )}
    </chakra.a>
  );
}
