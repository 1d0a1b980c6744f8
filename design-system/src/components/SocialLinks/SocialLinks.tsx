import { type ComponentType } from 'react';
import {
  FacebookIcon,
  type IconProps,
  InstagramIcon,
  LinkedinIcon,
  TiktokIcon,
  YoutubeIcon,
} from '../../icons';
import * as styles from './SocialLinks.css';

// spec §2 footer social links: facebook, instagram, youtube, linkedin, tiktok
export const socialNetworks = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** standard: on a page or card surface; onBrand: on the dark brand colour (the footer) */
export const socialLinksTones = ['standard', 'onBrand'] as const;

const networkNames: Record<SocialNetwork, [name: string, Icon: ComponentType<IconProps>]> = {
  facebook: ['Facebook', FacebookIcon],
  instagram: ['Instagram', InstagramIcon],
  youtube: ['YouTube', YoutubeIcon],
  linkedin: ['LinkedIn', LinkedinIcon],
  tiktok: ['TikTok', TiktokIcon],
};

export interface SocialLinksProps {
  /** the dealer's page on each network; networks without one are left out */
  links: Partial<Record<SocialNetwork, string | null>>;
  /** the accessible name of the list */
  label?: string;
  tone?: (typeof socialLinksTones)[number];
}

/**
 * Round icon links to the dealer's social pages, in a fixed order, each named after its
 * network. Renders nothing when the dealer has none.
 */
export function SocialLinks({ links, label = 'Follow us', tone = 'standard' }: SocialLinksProps) {
  const networks = socialNetworks.filter((network) => links[network]);
  if (networks.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label} data-slot="social-links">
      {networks.map((network) => {
        const [name, Icon] = networkNames[network];
        return (
          <li key={network}>
            <a
              href={links[network]!}
              className={styles.link[tone]}
              aria-label={name}
              rel="noopener noreferrer"
              target="_blank"
              data-network={network}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
