// What widget.html renders on both widget addresses (rules ROUTE-4..7): the billing page in the
// widget's frame, without top bar or chat (TOPBAR-10), inside an error boundary. No router: the
// two addresses show the same screen and the widget links nowhere inside the app (ADR 0016).
import { BillingWidgetPage } from '../views/billing/BillingWidgetPage.tsx';
import { PageErrorBoundary } from '../views/shell/PageErrorBoundary.tsx';
import { WidgetLayout } from '../views/shell/WidgetLayout.tsx';

export function WidgetPage() {
  return (
    <PageErrorBoundary>
      <WidgetLayout>
        <BillingWidgetPage />
      </WidgetLayout>
    </PageErrorBoundary>
  );
}
