import 'server-only';
import type { PolicyTexts } from './types';

export const fr: PolicyTexts = {
  labels: {
    contents: 'Sur cette page',
    updated: 'Dernière mise à jour : {date}',
    market: 'Pays',
    currency: 'Devise',
    taxes: 'Taxes',
    standard: 'Livraison standard',
    express: 'Livraison express',
    freeFrom: 'Livraison standard offerte dès',
    salesTax: 'Taxe de vente américaine (sales tax) ajoutée lors du paiement',
    vat: 'TVA {rate} incluse',
    consumptionTax: 'Taxe sur la consommation {rate} incluse',
    taxesIncluded: 'Taxes incluses',
    days: { one: '{days} jour ouvré', other: '{days} jours ouvrés' },
    ratesCaption: 'Frais et délais de livraison par pays',
    taxesCaption: 'Devise et taxes par pays',
    warranty: 'Garantie',
    support: 'Ligne d’assistance',
    serviceCaption: 'Garantie et ligne d’assistance par pays',
  },
  terms: {
    title: 'Conditions générales d’utilisation et de vente',
    description: 'Les conditions qui s’appliquent lorsque vous utilisez le site Pawtrail, créez un compte et achetez dans notre boutique en ligne.',
    intro:
      'Ces conditions s’appliquent au site Pawtrail et à chaque commande passée dans notre boutique en ligne. Nous vous invitons à les lire avant tout achat.',
    sections: {
      scope: {
        heading: 'Qui nous sommes et ce que couvrent ces conditions',
        blocks: [
          'La boutique est exploitée par {company}, {address}. Ces conditions encadrent l’utilisation de ce site, votre compte Pawtrail et tout achat de nos colliers GPS connectés, traceurs, distributeurs de croquettes, shampooings pour animaux et accessoires.',
          'Notre [politique de confidentialité](/privacy), notre [politique de livraison](/shipping) et notre [politique de retour](/returns) font partie de ces conditions.',
        ],
      },
      account: {
        heading: 'Votre compte',
        blocks: [
          'Vous pouvez commander en tant qu’invité ou avec un compte Pawtrail ; avec un compte, vous suivez, annulez et retournez vos commandes vous-même. Donnez-nous des informations exactes, gardez votre mot de passe pour vous et prévenez-nous à {email} si vous pensez qu’une autre personne a utilisé votre compte. Vous devez avoir au moins 18 ans pour acheter.',
          'Nous pouvons suspendre un compte utilisé de manière frauduleuse ou abusive. Vous pouvez nous demander de fermer votre compte à tout moment.',
        ],
      },
      orders: {
        heading: 'Commande et formation du contrat',
        blocks: [
          'Après votre commande, nous vous confirmons sa réception par e-mail. Le contrat est conclu dès que votre paiement est accepté et que la commande apparaît comme payée dans votre compte.',
          'Si un article se révèle indisponible après votre paiement, nous vous en informons immédiatement et remboursons l’intégralité du montant sur votre carte.',
        ],
      },
      prices: {
        heading: 'Prix et taxes',
        blocks: [
          'Les prix sont affichés dans la devise du pays de livraison. Aux États-Unis, la taxe de vente de l’État (sales tax) est ajoutée lors du paiement ; dans tous les autres pays, les prix incluent la TVA ou les taxes locales.',
          { table: 'taxes' },
          'Les frais de livraison s’affichent dans votre panier avant le paiement et sont détaillés dans notre [politique de livraison](/shipping).',
        ],
      },
      payment: {
        heading: 'Paiement',
        blocks: [
          'Nous acceptons les {paymentMethods}, débitées au moment de la commande ; nous n’acceptons aucun autre moyen de paiement. Le numéro de carte et le cryptogramme sont transmis directement à notre prestataire de paiement et ne nous parviennent jamais. Pour chaque commande, nous conservons la marque de la carte et ses quatre derniers chiffres ; si vous enregistrez une carte dans votre compte, nous conservons aussi sa date d’expiration et le nom du titulaire (voir notre [politique de confidentialité](/privacy#cards)).',
        ],
      },
      cancellation: {
        heading: 'Annulation d’une commande',
        blocks: [
          'Vous pouvez annuler une commande payée tant qu’elle n’est pas expédiée : vous-même depuis la page de la commande dans votre compte, ou par l’intermédiaire de notre service client pour une commande passée en tant qu’invité. Notre équipe peut également annuler une commande payée non expédiée, par exemple lorsqu’un article ne peut pas être livré. Dans les deux cas, le montant total est remboursé sur la carte utilisée pour le paiement.',
          'Une fois la commande expédiée, vous pouvez nous la retourner selon notre [politique de retour](/returns).',
        ],
      },
      warranty: {
        heading: 'Garantie',
        blocks: [
          'Nos appareils bénéficient d’une garantie contre les défauts de fabrication d’une durée de {warrantyYears} à compter de la livraison. Vos droits légaux de consommateur, dont la garantie légale de conformité, ne sont pas affectés. La durée applicable dans chaque pays et la marche à suivre pour faire jouer la garantie figurent dans notre [politique de retour](/returns#warranty).',
        ],
      },
      liability: {
        heading: 'Responsabilité',
        blocks: [
          'Un collier GPS connecté vous aide à retrouver votre animal, mais la localisation dépend de la couverture satellite, Wi-Fi et mobile et peut être retardée ou imprécise. Il ne remplace pas votre surveillance.',
          'Notre responsabilité est entière en cas de faute intentionnelle, de faute lourde ou d’atteinte à la vie, au corps ou à la santé, et pour le reste dans les limites prévues par la loi de votre pays.',
        ],
      },
      law: {
        heading: 'Droit applicable',
        blocks: [
          'Ces conditions sont régies par le droit de l’État de Californie. Si vous résidez dans un autre pays, les règles impératives de protection des consommateurs de ce pays continuent de s’appliquer.',
        ],
      },
      changes: {
        heading: 'Modifications et contact',
        blocks: [
          'Nous pouvons modifier ces conditions ; la version affichée au moment de votre commande s’applique à celle-ci. Une question ? Écrivez-nous à {email} ou appelez le {supportPhone} ({supportHours}).',
        ],
      },
    },
  },
  privacy: {
    title: 'Politique de confidentialité',
    description: 'Les données personnelles que Pawtrail collecte, pourquoi, combien de temps nous les conservons et comment exercer vos droits.',
    intro:
      'Nous collectons uniquement les données nécessaires pour gérer votre compte, livrer vos commandes et répondre à vos questions. Nous ne les vendons jamais.',
    sections: {
      controller: {
        heading: 'Responsable du traitement',
        blocks: [
          '{company}, {address}, est responsable du traitement de vos données personnelles sur ce site. Notre équipe chargée de la protection des données est joignable à {privacyEmail}.',
        ],
      },
      data: {
        heading: 'Données collectées',
        blocks: [
          {
            list: [
              'Compte : adresse e-mail, nom, mot de passe (conservé uniquement sous forme d’empreinte sécurisée) et langue.',
              'Adresses : les adresses de livraison que vous enregistrez, avec numéro de téléphone.',
              'Commandes : articles achetés, prix, taxes, mode de livraison et numéro de suivi.',
              'Messages : ce que vous nous envoyez via le formulaire de contact ou par e-mail, avec les coordonnées que vous indiquez.',
              'Abonnements : newsletter et alertes investisseurs, activées seulement après votre confirmation via le lien de notre e-mail (double opt-in).',
            ],
          },
        ],
      },
      cards: {
        heading: 'Cartes de paiement',
        blocks: [
          'Les numéros de carte et les cryptogrammes ne transitent jamais par nos serveurs ni par nos journaux : vous les saisissez pour notre prestataire de paiement, qui les conserve et nous transmet un jeton. Pour chaque commande, nous conservons la marque de la carte et ses quatre derniers chiffres. Si vous enregistrez une carte dans votre compte, nous conservons aussi sa date d’expiration et le nom du titulaire, jusqu’à ce que vous la supprimiez.',
        ],
      },
      cookies: {
        heading: 'Cookies',
        blocks: [
          'Nous utilisons uniquement les cookies et le stockage du navigateur indispensables au fonctionnement du site : votre session de connexion, la langue choisie, votre panier et un jeton de sécurité qui protège les formulaires. Aucun cookie publicitaire ou de suivi, aucun outil d’analyse tiers.',
        ],
      },
      purposes: {
        heading: 'Finalités et bases légales',
        blocks: [
          'Nous utilisons vos données pour gérer votre compte et livrer vos commandes (exécution du contrat), sécuriser le site et les paiements (intérêt légitime), conserver les factures aussi longtemps que la loi fiscale l’exige (obligation légale) et vous envoyer les newsletters et alertes demandées (consentement, que vous pouvez retirer à tout moment).',
        ],
      },
      sharing: {
        heading: 'Destinataires',
        blocks: [
          'Vos données ne sont transmises qu’aux prestataires qui nous aident : le prestataire de paiement, le transporteur qui livre votre colis et notre hébergeur. Ils ne peuvent les utiliser que pour notre compte. Lorsque des données quittent l’Union européenne, nous nous appuyons sur les clauses contractuelles types de la Commission européenne.',
        ],
      },
      retention: {
        heading: 'Durée de conservation',
        blocks: [
          'Les données du compte sont conservées tant que celui-ci existe et supprimées dans les 30 jours suivant sa fermeture. Les commandes et factures sont conservées jusqu’à 10 ans, comme l’exige la loi fiscale. Les messages sont supprimés 2 ans après la dernière réponse. Les abonnements prennent fin à votre désinscription.',
        ],
      },
      rights: {
        heading: 'Vos droits',
        blocks: [
          'Le RGPD vous permet d’accéder à vos données, de les rectifier, de les effacer ou d’en recevoir une copie (portabilité), de vous opposer à leur traitement et d’introduire une réclamation auprès d’une autorité de protection des données, en France la CNIL. Si vous résidez en Californie, le CCPA vous donne le droit de connaître, de supprimer et de corriger vos données ; nous ne vendons ni ne partageons aucune donnée personnelle à des fins publicitaires.',
          'Nous répondons dans un délai d’un mois, et l’exercice de vos droits ne vous expose à aucun traitement défavorable.',
        ],
      },
      contact: {
        heading: 'Contact',
        blocks: [
          'Pour toute question concernant vos données, écrivez à {privacyEmail}. Pour vos commandes et nos produits, notre service client est joignable à {email} et au {supportPhone} ({supportHours}).',
        ],
      },
    },
  },
  shipping: {
    title: 'Politique de livraison',
    description: 'Où Pawtrail livre, combien coûte la livraison, quels sont les délais et comment suivre votre colis.',
    intro:
      'Nous expédions depuis notre propre entrepôt dans chaque pays de livraison : votre colis ne franchit aucune frontière, donc ni contrôle douanier, ni droits de douane, ni frais d’importation à payer à la livraison.',
    sections: {
      markets: {
        heading: 'Pays de livraison',
        blocks: [
          'Nous livrons dans les pays suivants : {countries}. Vous payez dans la devise du pays de livraison, et les prix incluent déjà ses taxes (aux États-Unis, la taxe de vente est ajoutée lors du paiement).',
          { table: 'taxes' },
        ],
      },
      rates: {
        heading: 'Frais et délais de livraison',
        blocks: [
          'Choisissez la livraison standard ou express lors du paiement. La livraison standard est offerte dès que votre commande atteint le montant indiqué pour votre pays.',
          { table: 'rates' },
          'Les délais sont exprimés en jours ouvrés à compter de l’expédition, hors week-ends et jours fériés.',
        ],
      },
      dispatch: {
        heading: 'Expédition',
        blocks: [
          'Les commandes payées avant {dispatchCutoff} (heure locale) un jour ouvré quittent généralement notre entrepôt le jour même ; les commandes plus tardives partent le jour ouvré suivant.',
        ],
      },
      tracking: {
        heading: 'Suivi de votre colis',
        blocks: [
          'Chaque commande est confiée à un transporteur avec un numéro de suivi. Dès que votre colis est en route, nous vous envoyons un e-mail avec un lien de suivi ; ce même lien figure sur la page de la commande dans votre compte.',
        ],
      },
      cancellation: {
        heading: 'Annuler avant l’expédition',
        blocks: [
          'Vous pouvez annuler une commande payée tant qu’elle n’est pas expédiée, depuis votre compte ou, pour une commande passée en tant qu’invité, par l’intermédiaire de notre service client ; le montant total est remboursé sur votre carte. Ensuite, reportez-vous à notre [politique de retour](/returns).',
        ],
      },
      problems: {
        heading: 'Colis en retard, perdu ou endommagé',
        blocks: [
          'Si votre colis n’est pas arrivé {lateParcelDays} après la date prévue, ou s’il arrive endommagé, contactez-nous à {email} ou au {supportPhone} ({supportHours}) en indiquant votre numéro de commande. Nous ouvrirons une enquête auprès du transporteur et vous enverrons un article de remplacement ou vous rembourserons.',
        ],
      },
    },
  },
  returns: {
    title: 'Retours et remboursements',
    description:
      'Comment retourner un produit Pawtrail, quand vous êtes remboursé et ce que couvre la garantie. Délai de retour : {returnDays} après la livraison.',
    intro: 'Votre achat ne vous convient pas ? Vous disposez de {returnDays} après la livraison pour nous le retourner.',
    sections: {
      period: {
        heading: 'Le droit de changer d’avis',
        blocks: ['Vous disposez de {returnDays} à compter de la livraison pour retourner n’importe quel article, sans avoir à vous justifier.'],
      },
      condition: {
        heading: 'Articles acceptés',
        blocks: [
          {
            list: [
              'Les articles doivent être inutilisés et dans leur emballage d’origine, avec tous leurs accessoires.',
              'Pour des raisons d’hygiène, les shampooings et après-shampooings pour animaux ne sont repris que non ouverts et encore scellés.',
              'Un appareil déjà configuré peut être retourné s’il est intact et que vous l’avez retiré de votre application Pawtrail.',
            ],
          },
        ],
      },
      start: {
        heading: 'Comment effectuer un retour',
        blocks: [
          'Avec un compte, ouvrez la commande dans « Mes commandes » et choisissez « Demander un retour » : sélectionnez les articles et le motif, puis vous recevez une confirmation par e-mail. Vous suivez ensuite la demande sur la page de la commande. Pour une commande passée en tant qu’invité, contactez notre service client à {email} ou au {supportPhone} ({supportHours}) en indiquant votre numéro de commande. Dans les deux cas, nous vous répondons sous un jour ouvré avec l’adresse de retour et les instructions pour votre pays.',
        ],
      },
      refund: {
        heading: 'Votre remboursement',
        blocks: [
          'Nous remboursons le prix des articles retournés sur la carte utilisée pour le paiement, au plus tard {refundDays} après réception de votre retour. Si vous retournez la commande entière dans le délai de retour, nous remboursons aussi les frais de livraison standard.',
        ],
      },
      warranty: {
        heading: 'Appareils défectueux et garantie',
        blocks: [
          'Nos appareils sont couverts par une garantie de {warrantyYears} à compter de la livraison ; le tableau indique la durée et la ligne d’assistance de chaque pays. Si un appareil ne fonctionne plus correctement, contactez-nous en indiquant votre numéro de commande et une brève description du problème : nous le réparons ou le remplaçons gratuitement, et les frais d’envoi sont à notre charge dans les deux sens.',
          { table: 'service' },
        ],
      },
      damaged: {
        heading: 'Article erroné ou endommagé',
        blocks: [
          'Si vous avez reçu un mauvais article ou s’il est arrivé endommagé, prévenez-nous au plus tard {damageReportDays} après la livraison : nous vous enverrons le bon article à nos frais. Voir aussi notre [politique de livraison](/shipping#problems).',
        ],
      },
    },
  },
};
