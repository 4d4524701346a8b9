import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { teamDashboardItems } from '../../app/shell/menu-model.ts';
import { buttonClass } from '../../ui/button.tsx';
import { useUser } from '../accounts/api.ts';

/** On the Analytics page, for team admins with dashboard access: the way to the whole team's numbers. */
export function TeamDashboardLinks() {
  const user = useUser();
  const items = user ? teamDashboardItems(user) : [];
  if (items.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {items.map((item) => (
        <Link key={item.to} to={item.to} className={buttonClass('secondary')}>
          <Users className="size-4" aria-hidden />
          {item.label}
        </Link>
      ))}
    </div>
  );
}
