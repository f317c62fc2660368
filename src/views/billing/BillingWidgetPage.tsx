// The billing widget route ('/updateBilling', '/displayBillingInfo', ROUTE-4..7): finds the billing
// and payment actors by systemId and shows the widget, with the page's 'Network service issue'
// dialog. Lazy, and it imports nothing from src/views/checkout (scripts/widget-js-size.ts checks).
import { VisuallyHidden } from '@chakra-ui/react';
import type { BillingRef } from '../../../machines/billing/billing.machine.ts';
import { useCardProviderSetup } from '../../app/card-provider-context.tsx';
import { useSystemActor } from '../../app/use-system-actor.ts';
import { usePageReady } from '../shared/use-page-ready.ts';
import { NetworkDialogHost } from '../network/NetworkDialogHost.tsx';
import type { PaymentRef } from '../shared/use-payment-view.ts';
import { BillingWidget } from './BillingWidget.tsx';
import { WIDGET_TEXTS } from './texts.ts';

export function BillingWidgetPage() {
  const billing = useSystemActor<BillingRef>('billing');
  const payment = useSystemActor<PaymentRef>('payment');
  const cardProvider = useCardProviderSetup();
  usePageReady();
  return (
    <>
      <VisuallyHidden as="h1">{WIDGET_TEXTS.pageTitle}</VisuallyHidden>
      <BillingWidget billing={billing} payment={payment} cardProvider={cardProvider} />
      <NetworkDialogHost />
    </>
  );
}
