import { ruleTester, fileIn } from './rule-tester.js';
import { serverModuleRepositories } from './server-module-repositories.js';

const server = (relative) => fileIn(`apps/server/src/${relative}`);
const checkout = server('modules/reservations/checkout.service.ts');

ruleTester.run('server-module-repositories', serverModuleRepositories, {
  valid: [
    // A module's own repository, from any of its files.
    {
      filename: checkout,
      code: "import { ReservationRepository } from './reservation.repository.js';",
    },
    {
      filename: server('modules/payments/gateways/http-gateway.ts'),
      code: "import { PaymentsRepository } from '../payments.repository.js';",
    },
    // Another module's service is the way in.
    {
      filename: checkout,
      code: "import { SeatInventoryService } from '../seats/seat-inventory.service.js';",
    },
    // The composition root builds every repository.
    {
      filename: server('services.ts'),
      code: "import { SeatInventoryRepository } from './modules/seats/seat-inventory.repository.js';",
    },
    // Tests and test fixtures may set up any table.
    {
      filename: fileIn('apps/server/test/api/checkout.test.ts'),
      code: "import { SeatInventoryRepository } from '../../src/modules/seats/seat-inventory.repository.js';",
    },
    {
      filename: server('modules/pricing/pricing.service.test.ts'),
      code: "import { VoucherRepository } from '../vouchers/voucher.repository.js';",
    },
    {
      filename: server('modules/seats/inventory-fixtures.testing.ts'),
      code: "import { ReservationRepository } from '../reservations/reservation.repository.js';",
    },
    // A name that only contains 'repository' is not a repository file.
    { filename: checkout, code: "import { x } from '../seats/repository-helpers.js';" },
    // Packages are not modules.
    { filename: checkout, code: "import { sql } from 'kysely';" },
  ],
  invalid: [
    {
      filename: checkout,
      code: "import { SeatInventoryRepository } from '../seats/seat-inventory.repository.js';",
      errors: [
        {
          messageId: 'foreignRepository',
          data: {
            from: 'reservations',
            to: 'seats',
            specifier: '../seats/seat-inventory.repository.js',
          },
        },
      ],
    },
    {
      // The .ts spelling, and a type-only import: the row types are the table's shape.
      filename: server('modules/pricing/pricing.service.ts'),
      code: "import type { PaymentMethodRow } from '../payment-methods/payment-method.repository';",
      errors: [
        {
          messageId: 'foreignRepository',
          data: {
            from: 'pricing',
            to: 'payment-methods',
            specifier: '../payment-methods/payment-method.repository',
          },
        },
      ],
    },
    {
      filename: server('modules/payments/gateways/http-gateway.ts'),
      code: "import { ReservationRepository } from '../../reservations/reservation.repository.ts';",
      errors: [{ messageId: 'foreignRepository' }],
    },
    {
      filename: server('modules/catalog/catalog.service.ts'),
      code: "export type { PlaceFilter } from '../trips/trip.repository.js';",
      errors: [{ messageId: 'foreignRepository' }],
    },
    {
      filename: server('modules/vouchers/voucher.service.ts'),
      code: "const load = () => import('../customers/customer-points.repository.js');",
      errors: [{ messageId: 'foreignRepository' }],
    },
  ],
});
