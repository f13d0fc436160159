import { Link } from 'react-router-dom';
import { PinIcon } from '../icons/icons';
import { paths } from '../../config/paths';
import { useNavText } from './navbar-text';

/** The brand mark: at most 120 × 40 px (spec §9). */
export function Logo({ onClick }: { onClick?: () => void }) {
  const text = useNavText();
  return (
    <Link to={paths.home} className="logo" aria-label={text.logoLabel} onClick={onClick}>
      <PinIcon className="logo__pin" width={20} height={20} />
      <span className="logo__text">Guía Cuba</span>
    </Link>
  );
}
