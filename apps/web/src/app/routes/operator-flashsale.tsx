import { FlashSalePage } from '../../features/operator-office/components/flashsale-page';

export default function OperatorFlashSaleRoute() {
  return <FlashSalePage />;
}
