import { BannerPopup } from './banner-popup';
import { HomeCarousel } from './home-carousel';

/**
 * What the content feature adds to the home page: the banner carousel and the popup.
 * The home route loads this module lazily (its own chunk), after the search form.
 */
export default function HomeContent() {
  return (
    <>
      <HomeCarousel />
      <BannerPopup />
    </>
  );
}
