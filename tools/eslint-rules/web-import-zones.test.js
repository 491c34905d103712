import { ruleTester, fileIn } from './rule-tester.js';
import { webImportZones } from './web-import-zones.js';

const web = (relative) => fileIn(`apps/web/src/${relative}`);
const booking = web('features/booking/components/booker-page.tsx');

ruleTester.run('web-import-zones', webImportZones, {
  valid: [
    // A feature uses shared code and its own files.
    { filename: booking, code: "import { Button } from '../../../components/ui/button';" },
    { filename: booking, code: "import { useBookingStore } from '../../../stores/booking-store';" },
    { filename: booking, code: "import { rules } from './booker-form-rules';" },
    { filename: booking, code: "import { x } from '../api/get-x';" },
    { filename: booking, code: "import styles from './booker-page.module.css';" },
    // Packages are not zones.
    { filename: booking, code: "import { z } from 'zod';" },
    { filename: booking, code: "import { formatRupiah } from '@lintas/domain/format';" },
    // The app composes features; the entry composes the app.
    {
      filename: web('app/routes/seats.tsx'),
      code: "export { SeatSelectionPage as default } from '../../features/seats/components/seat-selection-page';",
    },
    { filename: web('app/router.tsx'), code: "const page = () => import('./routes/home');" },
    { filename: web('main.tsx'), code: "import { App } from './app';" },
    // Shared code uses shared code.
    {
      filename: web('lib/journey.ts'),
      code: "import { useBookingStore } from '../stores/booking-store';",
    },
    {
      filename: web('components/ticket/e-ticket.tsx'),
      code: "import { QrCode } from '../ui/qr-code';",
    },
    // A test renders a screen inside the app's providers.
    {
      filename: web('features/payment/components/payment-page.test.tsx'),
      code: "import { AppProvider } from '../../../app/provider';",
    },
    // Files outside the web client are not checked.
    {
      filename: fileIn('apps/server/src/app.ts'),
      code: "import { x } from '../../web/src/features/seats/x';",
    },
    // An import that leaves src/ (the build helpers) is not a zone.
    { filename: web('main.tsx'), code: "import { routeBudget } from '../build/route-budget';" },
  ],
  invalid: [
    {
      // A sibling relative import: no 'features/' in the specifier.
      filename: booking,
      code: "import { getSeatMap } from '../../seats/api/get-seat-map';",
      errors: [
        {
          messageId: 'otherFeature',
          data: { from: 'booking', to: 'seats', specifier: '../../seats/api/get-seat-map' },
        },
      ],
    },
    {
      filename: booking,
      code: "import { x } from '../../../features/payment/lib/trip-selection';",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: web('features/payment/api/check-price.ts'),
      code: "export { getSeatMap } from '../../seats/api/get-seat-map';",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: web('features/payment/components/payment-page.tsx'),
      code: "const lazy = () => import('../../reservation/components/reservation-page');",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: web('features/payment/components/payment-page.tsx'),
      code: "import type { SeatStatus } from '../../seats/components/seat-map';",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      // A test may use the app's providers, never another feature.
      filename: web('features/payment/components/payment-page.test.tsx'),
      code: "import { seatMapResult } from '../../seats/testing/seat-map-fixtures';",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: booking,
      code: "import { paths } from '../../../app/router';",
      errors: [{ messageId: 'featureToApp' }],
    },
    {
      filename: web('lib/journey.ts'),
      code: "import { buildTripSelection } from '../features/payment/lib/trip-selection';",
      errors: [
        {
          messageId: 'sharedToUpper',
          data: {
            from: 'lib',
            to: "feature 'payment'",
            specifier: '../features/payment/lib/trip-selection',
          },
        },
      ],
    },
    {
      filename: web('components/layout/app-shell.tsx'),
      code: "import { router } from '../../app/router';",
      errors: [
        {
          messageId: 'sharedToUpper',
          data: { from: 'components', to: 'src/app', specifier: '../../app/router' },
        },
      ],
    },
    {
      // src/testing is shared: its helpers cannot reach into a feature.
      filename: web('testing/api-mock.ts'),
      code: "import { seedJourney } from '../features/payment/testing/fixtures';",
      errors: [{ messageId: 'sharedToUpper' }],
    },
    {
      // The rule follows a configured root.
      filename: fileIn('client/src/features/a/x.ts'),
      options: [{ root: 'client/src' }],
      code: "import { y } from '../b/y';",
      errors: [{ messageId: 'otherFeature' }],
    },
  ],
});
