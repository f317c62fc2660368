// PAGE2-8..10: the terms and privacy notice beside the submit button (page 2 and the widget's form); both links open the external
// pages in new tabs. Acceptance is implied by clicking the button (spec 5).
import { Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { useConfig } from '../../app/app-context.tsx';
import { ExternalIcon } from './icons.tsx';
import { PAYMENT_METHOD_TEXTS, termsLead } from './texts.ts';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.blue" fontWeight="600" textDecoration="underline" textUnderlineOffset="2px">
      {children}
      <VisuallyHidden> {PAYMENT_METHOD_TEXTS.opensInNewTab}</VisuallyHidden>
      <ExternalIcon />
    </Link>
  );
}

export function TermsNotice({ buttonLabel }: { buttonLabel: string }) {
  const { urls } = useConfig();
  return (
    <Text fontSize="sm" color="fg.muted" lineHeight="1.6">
      {termsLead(buttonLabel)} <ExternalLink href={urls.terms}>{PAYMENT_METHOD_TEXTS.termsLink}</ExternalLink> and{' '}
      <ExternalLink href={urls.privacy}>{PAYMENT_METHOD_TEXTS.privacyLink}</ExternalLink>.
    </Text>
  );
}
