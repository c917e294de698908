import { layoutStrings } from '../strings';
import { useScrolledPast } from '../use-scrolled-past';

const viewportHeight = () => window.innerHeight;

/** Shown after scrolling past one viewport height, beside the chat button (not on phones: phone-bar.scss). */
export default function ScrollTopButton() {
  const visible = useScrolledPast(viewportHeight);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top-button btn btn-primary"
      aria-label={layoutStrings.scrollTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
