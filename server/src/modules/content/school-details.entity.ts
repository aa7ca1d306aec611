import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { jsonList } from './json-column';

@ObjectType({ description: 'A link the site shows: its words and its address.' })
export class ExternalLink {
  @Field({ description: 'The words shown, e.g. "Instagram".' }) label: string;
  @Field({ description: 'The address (http or https).' }) href: string;
}

/** The school itself: one row (id 'school'), shown in the footer, the legal pages and the meta tags. */
@ObjectType({ description: "The school's details: its name, support address, links and years." })
@Entity('school_details')
export class SchoolDetails {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  id: string;

  @Field({ description: "The school's name (at most 100 characters)." })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field({ description: 'The address visitors write to (the footer, the terms and the privacy page).' })
  @Column({ name: 'support_email', type: 'varchar', length: 254 })
  supportEmail: string;

  @Field(() => [ExternalLink], { description: 'The social media links of the footer, in order (at most 10).' })
  @Column({ name: 'social_links', type: 'text', transformer: jsonList })
  socialLinks: ExternalLink[];

  @Field({ description: "The company site's words in the footer." })
  @Column({ name: 'company_site_label', type: 'varchar', length: 100 })
  companySiteLabel: string;

  @Field({ description: "The company site's address (http or https)." })
  @Column({ name: 'company_site_url', type: 'varchar', length: 500 })
  companySiteUrl: string;

  @Field(() => Int, { description: 'The year the school was founded (the about page and its meta description).' })
  @Column({ name: 'founded_year', type: 'integer' })
  foundedYear: number;

  @Field(() => Int, { description: "The footer's copyright year." })
  @Column({ name: 'copyright_year', type: 'integer' })
  copyrightYear: number;

  @Field(() => String, {
    nullable: true,
    description: 'A number to call (E.164, e.g. "+919876543210"): the footer and /Support show it; null: none.',
  })
  @Column({ type: 'varchar', length: 16, nullable: true })
  phone: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A WhatsApp number (E.164): the footer and /Support link to it (wa.me); null: none.',
  })
  @Column({ type: 'varchar', length: 16, nullable: true })
  whatsapp: string | null;

  @Field({ description: 'When they were last saved (UTC).' })
  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
