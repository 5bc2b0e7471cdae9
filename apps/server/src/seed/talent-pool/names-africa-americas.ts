import type { NameRegion } from './name-region';
import { list } from './random';

export const AFRICAN_AND_AMERICAN_NAME_REGIONS: readonly NameRegion[] = [
  {
    id: 'west-east-african',
    order: 'given-family',
    first:
      list(`Chinedu|Ngozi|Emeka|Adaeze|Oluwaseun|Folake|Tunde|Funmilayo|Ifeanyi|Chiamaka|Babajide|Yetunde
      Kwame|Akosua|Kofi|Ama|Yaw|Efua|Kwabena|Abena|Kojo|Esi|Wanjiru|Kamau|Achieng|Otieno|Njeri|Mwangi|Akinyi
      Kiprono|Wambui|Odhiambo|Zawadi|Baraka|Amani|Nia|Obinna|Amaka|Segun|Bisola|Uche|Nneka|Kelechi|Temitope`),
    last: list(`Okafor|Adeyemi|Okonkwo|Eze|Nwosu|Balogun|Adebayo|Ogunleye|Chukwu|Obi|Afolabi|Olawale|Nwachukwu
      Mensah|Boateng|Owusu|Asante|Appiah|Osei|Agyeman|Darko|Ansah|Kamau|Otieno|Mwangi|Wanjiku|Kariuki|Ochieng
      Njoroge|Odhiambo|Kiptoo|Chebet|Mutua|Omondi|Onyango|Achieng|Kimani|Wekesa|Okoye|Ibekwe|Danso|Quaye`),
    countries: [
      ['NG', 50],
      ['KE', 25],
      ['GH', 20],
      ['GB', 5],
    ],
    weight: 7,
  },
  {
    id: 'portuguese-brazilian',
    order: 'given-family',
    first:
      list(`João|Ana|Gabriel|Beatriz|Pedro|Mariana|Lucas|Larissa|Rafael|Fernanda|Thiago|Juliana|Gustavo
      Camila|Felipe|Letícia|Bruno|Vitória|Leonardo|Luíza|Rodrigo|Gabriela|Matheus|Isabela|Caio|Débora|Vinícius
      Tânia|Henrique|Patrícia|Diogo|Inês|Rui|Conceição|Afonso|Margarida|Tiago|Leonor|Sérgio|Raquel|André|Flávia`),
    last: list(`Silva|Santos|Oliveira|Souza|Rodrigues|Ferreira|Alves|Pereira|Lima|Gomes|Costa|Ribeiro|Martins
      Carvalho|Almeida|Lopes|Soares|Fernandes|Vieira|Barbosa|Rocha|Dias|Nascimento|Andrade|Moreira|Nunes|Marques
      Machado|Mendes|Freitas|Cardoso|Ramos|Gonçalves|Araújo|Teixeira|Correia|Azevedo|Magalhães|Conceição|Brandão`),
    countries: [
      ['BR', 80],
      ['PT', 18],
      ['US', 2],
    ],
    weight: 7,
  },
];
