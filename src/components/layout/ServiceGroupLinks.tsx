import { Link } from "react-router";
import { serviceGroups } from "~/content/catalogue";
import { servicePath } from "~/content/paths";

/** How one menu dresses the groups: the classes of each group, its title, its list and each service link. */
type ServiceGroupLinksClasses = { group?: string; title: string; list?: string; link: string };

/** Every catalogue group with a link to each of its services: the one list the mega menu and the mobile menu show. */
export function ServiceGroupLinks({ classes }: { classes: ServiceGroupLinksClasses }) {
  return serviceGroups.map((group) => (
    <div key={group.id} className={classes.group}>
      <p className={classes.title}>{group.title}</p>
      <ul className={classes.list}>
        {group.services.map((service) => (
          <li key={service.slug}>
            <Link to={servicePath(service.slug)} className={classes.link}>
              {service.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}
