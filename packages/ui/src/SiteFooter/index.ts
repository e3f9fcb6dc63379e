export { type FooterLink, SiteFooter, type SiteFooterProps, type SocialKind } from './SiteFooter';
