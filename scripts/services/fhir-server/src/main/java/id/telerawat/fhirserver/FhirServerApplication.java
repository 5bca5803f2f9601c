package id.telerawat.fhirserver;

import ca.uhn.fhir.batch2.jobs.config.Batch2JobsConfig;
import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.jpa.batch2.JpaBatch2Config;
import ca.uhn.fhir.jpa.subscription.channel.config.SubscriptionChannelConfig;
import ca.uhn.fhir.jpa.subscription.submit.config.SubscriptionSubmitterConfig;
import ca.uhn.fhir.jpa.api.IDaoRegistry;
import ca.uhn.fhir.jpa.api.config.JpaStorageSettings;
import ca.uhn.fhir.jpa.api.config.ThreadPoolFactoryConfig;
import ca.uhn.fhir.jpa.api.dao.IFhirSystemDao;
import ca.uhn.fhir.jpa.config.r4.JpaR4Config;
import ca.uhn.fhir.jpa.config.util.HapiEntityManagerFactoryUtil;
import ca.uhn.fhir.jpa.config.util.ResourceCountCacheUtil;
import ca.uhn.fhir.jpa.model.config.PartitionSettings;
import ca.uhn.fhir.jpa.model.config.SubscriptionSettings;
import ca.uhn.fhir.jpa.model.dialect.HapiFhirH2Dialect;
import ca.uhn.fhir.jpa.provider.DaoRegistryResourceSupportedSvc;
import ca.uhn.fhir.jpa.search.DatabaseBackedPagingProvider;
import ca.uhn.fhir.jpa.search.IStaleSearchDeletingSvc;
import ca.uhn.fhir.jpa.search.StaleSearchDeletingSvcImpl;
import ca.uhn.fhir.jpa.subscription.match.deliver.email.IEmailSender;
import ca.uhn.fhir.jpa.util.ResourceCountCache;
import ca.uhn.fhir.rest.api.IResourceSupportedSvc;
import jakarta.persistence.EntityManagerFactory;
import java.util.Properties;
import javax.sql.DataSource;
import org.apache.commons.dbcp2.BasicDataSource;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.autoconfigure.elasticsearch.ElasticsearchRestClientAutoConfiguration;
import org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration;
import org.springframework.boot.autoconfigure.orm.jpa.HibernateJpaAutoConfiguration;
import org.springframework.boot.autoconfigure.thymeleaf.ThymeleafAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.orm.jpa.JpaTransactionManager;
import org.springframework.orm.jpa.LocalContainerEntityManagerFactoryBean;
import org.springframework.transaction.annotation.EnableTransactionManagement;

/**
 * The smallest HAPI FHIR JPA R4 server we could assemble from Maven Central: the JPA storage
 * configuration HAPI ships (JpaR4Config), an in-memory H2 database, and the beans an application
 * must provide itself. The RESTful endpoint is registered in {@link FhirServletConfig}.
 */
@SpringBootApplication(
    exclude = {
      DataSourceAutoConfiguration.class,
      HibernateJpaAutoConfiguration.class,
      ElasticsearchRestClientAutoConfiguration.class,
      ThymeleafAutoConfiguration.class
    })
@EnableTransactionManagement
@Import({
  JpaR4Config.class,
  ThreadPoolFactoryConfig.class,
  JpaBatch2Config.class,
  Batch2JobsConfig.class,
  SubscriptionSubmitterConfig.class,
  SubscriptionChannelConfig.class
})
public class FhirServerApplication {

  public static void main(String[] args) {
    SpringApplication.run(FhirServerApplication.class, args);
  }

  @Bean
  public JpaStorageSettings jpaStorageSettings() {
    JpaStorageSettings settings = new JpaStorageSettings();
    settings.setHibernateSearchIndexFullText(false);
    settings.setAllowExternalReferences(true);
    settings.setAutoCreatePlaceholderReferenceTargets(true);
    // The default bans conditional creates on some paths; SATUSEHAT relies on ifNoneExist.
    settings.setAllowMultipleDelete(true);
    settings.setExpungeEnabled(true);
    settings.setDeleteExpungeEnabled(true);
    return settings;
  }

  @Bean
  public SubscriptionSettings subscriptionSettings() {
    return new SubscriptionSettings();
  }

  @Bean
  public PartitionSettings partitionSettings() {
    return new PartitionSettings();
  }

  @Bean(destroyMethod = "close")
  public DataSource dataSource() {
    BasicDataSource ds = new BasicDataSource();
    ds.setDriverClassName("org.h2.Driver");
    ds.setUrl(System.getProperty("fhir.h2.url", "jdbc:h2:mem:telerawat-fhir;DB_CLOSE_DELAY=-1"));
    ds.setUsername("sa");
    ds.setPassword("");
    ds.setMaxTotal(20);
    return ds;
  }

  @Primary
  @Bean
  public LocalContainerEntityManagerFactoryBean entityManagerFactory(
      DataSource dataSource, ConfigurableListableBeanFactory beanFactory, FhirContext fhirContext, JpaStorageSettings storageSettings) {
    LocalContainerEntityManagerFactoryBean emf =
        HapiEntityManagerFactoryUtil.newEntityManagerFactory(beanFactory, fhirContext, storageSettings);
    emf.setPersistenceUnitName("HAPI_PU");
    emf.setDataSource(dataSource);
    Properties props = new Properties();
    props.put("hibernate.dialect", HapiFhirH2Dialect.class.getName());
    props.put("hibernate.hbm2ddl.auto", "update");
    props.put("hibernate.search.enabled", "false");
    props.put("hibernate.format_sql", "false");
    props.put("hibernate.show_sql", "false");
    emf.setJpaProperties(props);
    return emf;
  }

  @Primary
  @Bean
  public JpaTransactionManager transactionManager(EntityManagerFactory emf) {
    JpaTransactionManager tm = new JpaTransactionManager();
    tm.setEntityManagerFactory(emf);
    return tm;
  }

  @Bean
  public IStaleSearchDeletingSvc staleSearchDeletingSvc() {
    return new StaleSearchDeletingSvcImpl();
  }

  @Bean
  public DatabaseBackedPagingProvider databaseBackedPagingProvider() {
    DatabaseBackedPagingProvider paging = new DatabaseBackedPagingProvider();
    paging.setDefaultPageSize(50);
    paging.setMaximumPageSize(500);
    return paging;
  }

  @Bean
  public IResourceSupportedSvc resourceSupportedSvc(IDaoRegistry daoRegistry) {
    return new DaoRegistryResourceSupportedSvc(daoRegistry);
  }

  @Bean(name = "myResourceCountsCache")
  public ResourceCountCache resourceCountsCache(IFhirSystemDao<?, ?> systemDao) {
    return ResourceCountCacheUtil.newResourceCountCache(systemDao);
  }

  @Bean
  public IEmailSender emailSender() {
    // Subscriptions by e-mail are not used; Spring needs a bean.
    return details -> {};
  }
}
